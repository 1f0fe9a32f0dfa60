// The link machinery is a module of its own, below the engine, whose insides the compiler keeps
// from the engine (docs/architecture.md, "Links and notifications"). Waymark re-exports it, so an
// app names what it declares links with (`LinkPattern`, `LinkValues`, `LinkValueConvertible`,
// ...) through `import Waymark` alone, as the code the route macros generate does
// (`Waymark.LinkValues`).
@_exported import WaymarkLinks

import AppModels

/// What a user does, one step of a journey.
public enum JourneyStep: Sendable, CustomStringConvertible {
    case tap(String)
    case back
    case dismiss
    case select(AppTab)
    case open(String)
    case notify([String: String])
    /// The app saved its session, was ended by the system, and launched again from it.
    case relaunch

    public var description: String {
        switch self {
        case .tap(let label): "tap \(label)"
        case .back: "back"
        case .dismiss: "dismiss"
        case .select(let tab): "select \(tab.rawValue)"
        case .open(let link): "open \(link)"
        case .notify(let payload): "notify \(payload.sorted { $0.key < $1.key })"
        case .relaunch: "relaunch"
        }
    }
}

/// A journey written for the legacy app: its steps, replayed on any ``JourneyApp``.
public struct Journey: Sendable {
    public let name: String
    public let steps: [JourneyStep]

    public init(_ name: String, _ steps: [JourneyStep]) {
        self.name = name
        self.steps = steps
    }

    /// What the user sees first and after each step, on an app `launch` makes: with no session
    /// first, and from the session the app saved at each `relaunch`.
    @MainActor
    public func replay<App: JourneyApp>(launching launch: (SavedSession?) async throws -> App) async throws
        -> [Sighting]
    {
        var app = try await launch(nil)
        var seen = [app.sighting]
        for step in steps {
            switch step {
            case .tap(let label):
                guard let button = app.screen.buttons.first(where: { $0.label == label }) else {
                    throw JourneyError.noButton(label, on: app.screen.title)
                }
                button.action()
            case .back: app.back()
            case .dismiss: app.dismiss()
            case .select(let tab): app.select(tab)
            case .open(let link): await app.open(link)
            case .notify(let payload): await app.notify(payload)
            case .relaunch: app = try await launch(try app.savedSession())
            }
            seen.append(app.sighting)
        }
        return seen
    }

    /// The session an app saves at the end of this journey.
    @MainActor
    public func session<App: JourneyApp>(launching launch: (SavedSession?) async throws -> App) async throws
        -> SavedSession
    {
        var last: App?
        _ = try await replay { session in
            let app = try await launch(session)
            last = app
            return app
        }
        return try last!.savedSession()
    }
}

/// What the checks between two steps compare.
public enum StepCheck {
    /// What a fresh launch shows after opening each of ``Journeys/links`` and
    /// ``Journeys/refusedLinks``.
    @MainActor
    public static func linkSightings<App: JourneyApp>(launching launch: (SavedSession?) async throws -> App)
        async throws -> [String: Sighting]
    {
        var seen: [String: Sighting] = [:]
        for link in Journeys.links + Journeys.refusedLinks {
            let app = try await launch(nil)
            await app.open(link)
            seen[link] = app.sighting
        }
        return seen
    }

    /// What an app launched from `session` shows, then after each back (or, when back changes
    /// nothing, each swipe of a sheet) until nothing changes: every screen the restored session
    /// holds, top first.
    @MainActor
    public static func backToRoot<App: JourneyApp>(
        from session: SavedSession, launching launch: (SavedSession?) async throws -> App
    ) async throws -> [Sighting] {
        let app = try await launch(session)
        var seen = [app.sighting]
        while seen.count < 20 {
            app.back()
            if app.sighting == seen.last { app.dismiss() }
            if app.sighting == seen.last { break }
            seen.append(app.sighting)
        }
        return seen
    }
}

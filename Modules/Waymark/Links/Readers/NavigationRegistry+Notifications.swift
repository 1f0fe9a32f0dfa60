extension NavigationRegistry {
    /// The link a notification payload opens: its link field if it has one, otherwise the
    /// canonical link of the route its type's handler names.
    func link(forNotification payload: NotificationPayload) -> Result<
        (link: String, type: String), LinkRejection
    > {
        let linkKey = linkConfiguration.notificationLinkKey
        if payload.fields[linkKey] != nil {
            do {
                return .success((try payload.string(linkKey), linkKey))
            } catch {
                return .failure(.payload(error))
            }
        }
        let type: String
        do {
            type = try payload.string("type")
        } catch .missingField {
            return .failure(.payload(.noType))
        } catch {
            return .failure(.payload(error))
        }
        guard let handler = links.notificationHandlers[type] else { return .failure(.payload(.unknownType(type))) }
        let route: AnyRoute
        do {
            route = try handler(payload)
        } catch {
            return .failure(.payload(error))
        }
        do {
            return .success((try link(for: route), type))
        } catch {
            return .failure(.invalidValues(route.destinationName, error))
        }
    }
}

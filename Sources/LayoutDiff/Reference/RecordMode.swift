/// When references are written, like swift-snapshot-testing's record modes.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Record references that do not exist yet; compare the others (the default).
    case missing
    /// Re-record every reference (nothing is compared).
    case all
    /// Compare; re-record the references that differ.
    case failed
    /// Never write: a missing reference is a failure (what CI wants).
    case never

    /// The mode from, in order: `option`, `recordFlag` (all), `LAYOUTSHOT_RECORD_MODE`,
    /// `LAYOUTSHOT_RECORD=1` (all), then `never` on a CI machine (`CI` set, as GitHub Actions,
    /// GitLab and most CI services set it: a missing reference must fail there, not be
    /// recorded where nobody reviews it) and `missing` elsewhere.
    ///
    /// - Throws: `ReferenceError` when `LAYOUTSHOT_RECORD_MODE` holds an unknown mode.
    public static func resolve(option: RecordMode?, recordFlag: Bool, environment: [String: String])
        throws(ReferenceError) -> RecordMode
    {
        if let option { return option }
        if recordFlag { return .all }
        if let value = environment["LAYOUTSHOT_RECORD_MODE"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                let known = allCases.map(\.rawValue).joined(separator: ", ")
                throw ReferenceError("LAYOUTSHOT_RECORD_MODE='\(value)' is not a record mode; expected one of \(known)")
            }
            return mode
        }
        if let value = environment["LAYOUTSHOT_RECORD"], ["1", "true", "yes"].contains(value.lowercased()) {
            return .all
        }
        return isContinuousIntegration(environment) ? .never : .missing
    }

    /// Whether `environment` is a CI machine's: `CI` set to anything but empty, 0, false or no.
    public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased(), !value.isEmpty else { return false }
        return !["0", "false", "no"].contains(value)
    }
}

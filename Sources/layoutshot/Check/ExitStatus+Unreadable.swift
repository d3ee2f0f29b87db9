extension ExitStatus {
    /// An input file cannot be read (missing, corrupt): the same value as a usage error, 2,
    /// as `diff` and `check` document.
    static let unreadable = ExitStatus.usage
}

/// What one `Value.releaseLevelByLevel` did beyond freeing: the work a test can bound where a
/// time could not be (a loaded machine runs anything slowly).
struct ReleaseWork {
    /// Elements copied to learn whether an array's storage was shared (asking copies shared
    /// storage): at most each shared storage's size once or twice, however many hold it.
    var elementsCopied = 0
    /// Entries of dictionaries and sets read to take out those that can nest: at most each
    /// dictionary's or set's size once or twice, however many hold it.
    var entriesRead = 0
}

import Geometry

/// The session's memory budget where the language allocates, and the errors of its limits.
///
/// The language charges what it allocates in bulk (joined strings and arrays, repeated
/// elements, arrays made unique by a mutation, ranges made arrays) to the session's
/// `ResourceContext` before or right after allocating; a refusal is a `MemoryError` at the
/// expression that asked, and the cell is rolled back like any failed cell.
extension Interpreter {
    /// Refuses `bytes` more memory when the kernel would then hold more than its limit.
    /// - Parameter what: the operation, for the message (`joining two strings`).
    /// - Throws: `MemoryError` saying what asked for how much, and the limit.
    func reserve(_ bytes: Int, for what: @autoclosure () -> String) throws {
        do {
            try resources.reserve(bytes, for: what())
        } catch {
            throw LanguageError(error)
        }
    }

    /// The bytes an array of `count` values occupies (saturating, so a huge count asks for
    /// more than any limit instead of overflowing).
    static func bytes(ofValues count: Int) -> Int {
        let product = max(0, count).multipliedReportingOverflow(by: MemoryLayout<Value>.stride)
        return product.overflow ? Int.max : product.partialValue
    }

    /// `items` as they are after `mutate`, charging the budget when the mutation copied the
    /// array (its storage was shared: a value nested in another, made unique one by one).
    func chargingCopies(of items: inout [Value], _ mutate: (inout [Value]) throws -> Void) throws {
        let before = items.withUnsafeBufferPointer { $0.baseAddress }
        try mutate(&items)
        if items.count > 1024, items.withUnsafeBufferPointer({ $0.baseAddress }) != before {
            try reserve(Self.bytes(ofValues: items.capacity), for: "copying an array of \(items.count) elements")
        }
    }
}

extension LanguageError {
    /// The language's error for work its resource context stopped: an `InterruptError`, or a
    /// `MemoryError` whose message gives the real reason.
    init(_ limit: ResourceError, at location: SourceLocation? = nil) {
        switch limit {
        case .interrupted:
            self.init(kind: .interrupt, message: "interrupted", location: location)
        case .memory:
            self.init(kind: .memory, message: limit.description, location: location)
        }
    }
}

import Geometry

/// The session's memory budget where the language allocates.
///
/// A cell runs with its session's `ResourceContext` installed on its thread. What the language
/// builds in bulk (joined strings and arrays, repeated elements, strides) is reserved before it
/// is allocated, and every 65,536 steps the process is measured, which catches growth one small
/// piece at a time; a refusal is a `MemoryError` at the line that asked, instead of the kernel
/// dying when an allocation fails.
extension Interpreter {
    /// Refuses `bytes` more memory when the process would then hold more than its budget.
    /// - Parameter what: what the memory is for, for the message (`a string of 300 MB`).
    /// - Throws: `RuntimeError` of kind `memory` naming `line`.
    static func reserve(_ bytes: Int, for what: @autoclosure () -> String, line: Int) throws {
        do {
            try ResourceContext.reserve(bytes, for: what())
        } catch {
            throw RuntimeError(error, line: line)
        }
    }

    /// Refuses to go on when the process already holds more than its budget.
    /// - Throws: `RuntimeError` of kind `memory` naming `line`.
    static func checkMemory(line: Int) throws {
        do {
            try ResourceContext.current?.checkMemory(for: "the cell's values")
        } catch {
            throw RuntimeError(error, line: line)
        }
    }

    /// The bytes an array of `count` values occupies (saturating, so a huge count asks for more
    /// than any budget instead of overflowing).
    static func bytes(ofValues count: Int) -> Int {
        let product = max(0, count).multipliedReportingOverflow(by: MemoryLayout<Value>.stride)
        return product.overflow ? Int.max : product.partialValue
    }
}

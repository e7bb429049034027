import Canvas

/// The body of a library function declared `@_native("Name")` in the prelude: it hands the
/// frame's parameters to the native Swift function bound to that name and returns its result.
///
/// Its errors name the line of the call (`Interpreter.callLine`): for a native called from a
/// cell, the cell's line.
///
/// A mutating native method gets `self` from slot 0 and writes it back there, which is where
/// `DirectCall` reads the new value of a mutated receiver, exactly as for a body written in Swift.
final class NativeBody: Statement {
    let function: NativeFunction
    let hasSelf: Bool
    let parameterCount: Int
    let types: LibraryTypes

    init(function: @escaping NativeFunction, hasSelf: Bool, parameterCount: Int, types: LibraryTypes, line: Int) {
        self.function = function
        self.hasSelf = hasSelf
        self.parameterCount = parameterCount
        self.types = types
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        let start = hasSelf ? 1 : 0
        var arguments: [Value] = []
        arguments.reserveCapacity(parameterCount)
        for slot in start..<start + max(parameterCount, 0) where frame.holds(slot) {
            arguments.append(try frame.value(slot, line: line))
        }
        let selfValue = hasSelf && frame.holds(0) ? try frame.take(0, line: line) : .void
        var call = NativeCall(selfValue: selfValue, arguments: arguments, line: interpreter.callLine, types: types,
                              interpreter: interpreter)
        let result: Value
        do {
            result = try function(&call)
        } catch var error as RuntimeError where error.line == 0 {
            // Found below the library: the call's line is where the cell went wrong.
            error.line = call.line
            throw error
        } catch let error as CanvasError {
            // A layout's refusal (a frame's negative height met while laying out `animate`'s
            // frames) stops the cell at the call, as the library's own checks do.
            if let limit = error.limit { throw RuntimeError(limit, line: call.line) }
            throw RuntimeError("\(error)", line: call.line)
        }
        if hasSelf { frame.put(call.selfValue, 0) }
        return .returnValue(result)
    }
}

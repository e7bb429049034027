extension NativeTable {
    /// `Session.memoryLimit`: the running session's memory budget, read and set.
    static let session: [String: NativeFunction] = [
        "Session.memoryLimit": { call in
            guard let session = call.interpreter.session else { throw RuntimeError("no session is running", line: call.line) }
            return .int(session.memoryLimit)
        },
        "Session.setMemoryLimit": { call in
            guard let session = call.interpreter.session else { throw RuntimeError("no session is running", line: call.line) }
            guard let bytes = try call.argument(0).intValue, bytes >= smallestMemoryLimit, bytes < 1 << 62 else {
                let given = try call.argument(0).intValue.map(String.init) ?? "?"
                throw RuntimeError("Session.memoryLimit must be a whole number of bytes from \(smallestMemoryLimit) (256 MiB) up, "
                                   + "got \(given)", line: call.line)
            }
            session.memoryLimit = bytes
            return .void
        },
    ]

    /// The smallest `Session.memoryLimit` a cell may set: below it the kernel could not run even
    /// the cell that raises the limit again.
    static let smallestMemoryLimit = 256 << 20
}

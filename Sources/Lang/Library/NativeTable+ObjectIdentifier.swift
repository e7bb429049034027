extension NativeTable {
    /// The address behind `ObjectIdentifier`: the interpreter's instance object, so that the
    /// same instance gives the same number and live instances different ones, as in Swift.
    static let objectIdentifier: [String: NativeFunction] = [
        "ObjectIdentifier.address": { call in
            guard case .object(let instance) = try call.argument(0).unboxed else {
                throw RuntimeError("ObjectIdentifier needs a class instance", line: call.line)
            }
            return .int(Int(bitPattern: UInt(bitPattern: ObjectIdentifier(instance))))
        },
    ]
}

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
        "ObjectIdentifier.typeAddress": { call in
            guard case .metatype(let type) = try call.argument(0).unboxed else {
                throw RuntimeError("ObjectIdentifier needs a type", line: call.line)
            }
            // The FNV-1a hash of the type's name: stable for a type, without a table of types
            // seen; shaped as an aligned address in the lower 47 bits, as a real one is.
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in String(describing: type).utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return .int(Int(truncatingIfNeeded: (hash & 0x7fff_ffff_fff0) | 0x1000))
        },
    ]
}

extension NativeTable {
    /// The synthesised coding `super.encode(to:)` and `super.init(from:)` run (the prelude's
    /// `_SynthesizedCoding`, called on the instance by Checker+SuperCoding.swift): the stored
    /// properties of the class that declares the protocol without writing it, in the container
    /// of the encoder or decoder the subclass's own method was given.
    static let superCoding: [String: NativeFunction] = [
        "Codable.superEncode": { call in
            guard case .object(let instance) = call.selfValue.unboxed,
                  let owner = CodableInheritance.synthesizedOwner(of: instance.decl, "Encodable", call.interpreter.environment),
                  case .object(let box) = CodableNatives.field(of: try call.argument(0), 1).unboxed, box.fields.count >= 3 else {
                throw RuntimeError("super.encode(to:) has no synthesised encoding to run", line: call.line)
            }
            let options = CodableNatives.field(of: try call.argument(0), 2)
            let members = try CodableEncoding(call: call, options: options).members(of: owner, call.selfValue.unboxed, depth: 0)
            // Into the encoder's keyed container, after what the subclass stored (keys are
            // snake-cased when the box is written, as a container's are).
            if box.fields[0].intValue == 0 { box.fields[0] = .int(1) }
            box.fields[1] = .array((box.fields[1].arrayElements ?? []) + members.map { .string($0.key) })
            box.fields[2] = .array((box.fields[2].arrayElements ?? []) + members.map { $0.value.languageValue })
            return .void
        },
        "Codable.superDecode": { call in
            guard case .object(let instance) = call.selfValue.unboxed,
                  let owner = CodableInheritance.synthesizedOwner(of: instance.decl, "Decodable", call.interpreter.environment) else {
                throw RuntimeError("super.init(from:) has no synthesised decoding to run", line: call.line)
            }
            let decoder = try CodableNatives.Decoding(call, decoder: call.argument(0))
            var fields = instance.fields
            try decoder.decoding.decodeProperties(of: owner, [], decoder.json, into: &fields, path: decoder.path, depth: 0)
            instance.fields = fields
            return .void
        },
    ]
}

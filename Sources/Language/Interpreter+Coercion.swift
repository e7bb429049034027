import Canvas
import Geometry

/// Enum-like builtin types whose values are plain names (`.center`, `.footnote`, `.round`).
let symbolDomains: [String: [String]] = [
    "Alignment": ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"],
    "HorizontalAlignment": ["center", "leading", "trailing"],
    "VerticalAlignment": ["center", "top", "bottom", "firstTextBaseline", "lastTextBaseline"],
    "Font": ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2"],
    "CGLineCap": ["butt", "round", "square"],
    "CGLineJoin": ["miter", "round", "bevel"],
    "RoundedCornerStyle": ["circular", "continuous"],
    "Edge.Set": ["all", "top", "bottom", "leading", "trailing", "horizontal", "vertical"],
    "BlobStyle": ["quad", "alternatingCubic", "cubic", "smooth"],
    "MetaballStyle": ["bridge", "field"],
    "PreviewLayout": ["sizeThatFits", "device", "fixed"],
    "ContentMode": ["fit", "fill"],
    "FigureFormat": FigureFormat.allCases.map(\.rawValue),
    "Color.RGBColorSpace": ["sRGB", "sRGBLinear", "displayP3"],
    "ButtonRole": ["destructive", "cancel"],
]

/// Types tried, in order, for an implicit member whose type the context does not give.
let implicitCandidateTypes = ["Color", "Angle", "CGPoint", "CGSize", "CGRect", "UnitPoint", "EdgeInsets", "StrokeStyle",
                              "FillStyle", "CGAffineTransform", "Font", "Gradient", "Double", "Animation", "Shape"]

extension Interpreter {
    /// Gives `value` the type an annotation or parameter asks for: resolves implicit members
    /// (`let c: Color = .red`); anything else passes through (types are otherwise not checked).
    func coerce(_ value: Value, to typeName: String, at location: SourceLocation?) throws -> Value {
        var name = typeName
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        switch value {
        case .implicit(let member):
            do {
                return try resolveImplicit(member, as: normalizedTypeName(name))
            } catch let error as LanguageError {
                throw error.located(at: member.location ?? location ?? .start)
            }
        case .array(let items) where name.hasPrefix("[") && name.hasSuffix("]"):
            let element = String(name.dropFirst().dropLast())
            guard items.contains(where: { if case .implicit = $0 { return true } else { return false } }) else { return value }
            return .array(try items.map { try coerce($0, to: element, at: location) })
        default:
            return value
        }
    }

    func normalizedTypeName(_ name: String) -> String {
        switch name {
        case "CGFloat", "Int", "Float", "Double": return "Double"
        case "CGLineCap", "CGLineJoin", "Alignment", "Font": return name
        case "HorizontalAlignment", "VerticalAlignment": return "Alignment"
        case "Edge", "Edge.Set": return "Edge.Set"
        case "AnyShapeStyle", "ShapeStyle", "LinearGradient", "RadialGradient", "AngularGradient": return "Color"
        default: return name
        }
    }

    /// Resolves `.name` / `.name(args)` as a member of the type called `typeName`.
    func resolveImplicit(_ member: ImplicitMember, as typeName: String) throws -> Value {
        do {
            return try resolveImplicitUnlocated(member, as: typeName)
        } catch let error as LanguageError {
            throw error.located(at: member.location ?? .start)
        }
    }

    private func resolveImplicitUnlocated(_ member: ImplicitMember, as typeName: String) throws -> Value {
        if let domain = symbolDomains[typeName] {
            if typeName == "Font", member.name == "system", let arguments = member.arguments {
                return try call(.function(Callable(.builtin(builtins.fontSystem, receiver: nil), source: nil)), arguments, at: member.location)
            }
            // A text style is a Font value (so `.title.bold()` has Font's methods).
            if typeName == "Font", member.arguments == nil, let font = Font.textStyles[member.name] { return .font(font) }
            guard domain.contains(member.name) else {
                throw fail("type '\(typeName)' has no member '\(member.name)'" + suggestion(for: member.name, among: domain))
            }
            return .symbol(member.name)
        }
        var typeValue: Value?
        if let builtinType = builtins.types[typeName] {
            typeValue = .type(.builtin(builtinType.name))
        } else if case .type(let ref)? = globals[typeName] {
            typeValue = .type(ref)
        }
        guard let typeValue else { return .implicit(member) }
        if member.name == "init" {
            return try call(typeValue, member.arguments ?? [], at: member.location)
        }
        var base = typeValue
        if let arguments = member.arguments {
            return try callMethod(&base, member.name, arguments, at: member.location ?? .start)
        }
        // `.rect` and `.capsule` are shapes as well as functions (`.rect(cornerRadius:)`).
        if typeName == "Shape", let builtin = builtins.types["Shape"]?.statics[member.name], !builtin.isProperty {
            return try invoke(builtin, receiver: .null, [], at: member.location).result
        }
        return try self.member(of: base, member.name, at: member.location)
    }

    /// Resolves an implicit member with no type from the context by trying likely types.
    func resolveImplicitByGuess(_ member: ImplicitMember) throws -> Value {
        if member.name == "init" {
            let labels = member.arguments?.map(\.label) ?? []
            for name in implicitCandidateTypes {
                if let initializer = builtins.types[name]?.initializer, initializer.overloads.contains(where: { accepts($0.parameters, labels) }) {
                    return try resolveImplicit(member, as: name)
                }
            }
            throw LanguageError.runtime("cannot infer the type of '.init(" + labels.map { "\($0 ?? "_"):" }.joined()
                + ")'; write the type, as in CGPoint(x: 1, y: 2)", at: member.location)
        }
        for name in implicitCandidateTypes where builtins.types[name]?.statics[member.name] != nil {
            return try resolveImplicit(member, as: name)
        }
        for (name, domain) in symbolDomains.sorted(by: { $0.key < $1.key }) where domain.contains(member.name) {
            return try resolveImplicit(member, as: name)
        }
        throw LanguageError.runtime("cannot infer the type of '.\(member.name)'; write the type, as in Color.\(member.name)",
                                    at: member.location)
    }

    /// True when arguments with these labels can call a builtin with these parameters.
    func accepts(_ parameters: [BuiltinParameter], _ labels: [String?]) -> Bool {
        matchArguments(parameters, labels.map { EvaluatedArgument(label: $0, value: .null) }) != nil
    }

    /// Lines up arguments with parameters by label, skipping parameters with defaults.
    func matchArguments(_ parameters: [BuiltinParameter], _ arguments: [EvaluatedArgument]) -> [Value?]? {
        var result = [Value?](repeating: nil, count: parameters.count)
        var next = 0
        for (i, parameter) in parameters.enumerated() {
            if parameter.isVariadic {
                var items: [Value] = []
                if next < arguments.count, arguments[next].fits(parameter.label) {
                    items.append(arguments[next].value)
                    next += 1
                    while next < arguments.count, arguments[next].label == nil {
                        items.append(arguments[next].value)
                        next += 1
                    }
                }
                result[i] = .array(items)
            } else if next < arguments.count, arguments[next].fits(parameter.label),
                      !(arguments[next].isTrailingClosure && arguments[next].label == nil && parameter.label != nil && !parameter.type.contains("->")) {
                result[i] = arguments[next].value
                next += 1
            } else if !parameter.isOptional {
                return nil
            }
        }
        return next == arguments.count ? result : nil
    }

    /// Calls a builtin, choosing the overload whose labels match.
    func invoke(_ builtin: Builtin, receiver: Value, _ arguments: [EvaluatedArgument], at location: SourceLocation?) throws -> (result: Value, receiver: Value) {
        for overload in builtin.overloads {
            guard let matched = matchArguments(overload.parameters, arguments) else { continue }
            try tick()
            let call = BuiltinCall(interpreter: self, receiver: receiver, arguments: matched, location: location, name: builtin.name)
            let result = try overload.run(call)
            return (result, call.receiver)
        }
        throw mismatch(builtin, arguments, at: location)
    }

    /// Calls a mutating builtin, moving the receiver into the call and back (never copying it,
    /// so `append` and `addLine` on a long array or path take constant time).
    func invokeMutating(_ builtin: Builtin, receiver: inout Value, _ arguments: [EvaluatedArgument], at location: SourceLocation?) throws -> Value {
        for overload in builtin.overloads {
            guard let matched = matchArguments(overload.parameters, arguments) else { continue }
            try tick()
            let call = BuiltinCall(interpreter: self, receiver: .null, arguments: matched, location: location, name: builtin.name)
            swap(&call.receiver, &receiver)
            defer { swap(&call.receiver, &receiver) }
            return try overload.run(call)
        }
        throw mismatch(builtin, arguments, at: location)
    }

    private func mismatch(_ builtin: Builtin, _ arguments: [EvaluatedArgument], at location: SourceLocation?) -> LanguageError {
        let name = builtin.owner.isEmpty || builtin.name == builtin.owner ? builtin.name : "\(builtin.owner).\(builtin.name)"
        let allLabels = Set(builtin.overloads.flatMap { $0.parameters.compactMap(\.label) })
        for argument in arguments {
            if let label = argument.label, !allLabels.contains(label) {
                return LanguageError.runtime("\(name) has no argument '\(label)'" + suggestion(for: label, among: Array(allLabels)),
                                             at: argument.location ?? location)
            }
        }
        let given = "(" + arguments.map { "\($0.label ?? "_"):" }.joined() + ")"
        let near = builtin.overloads.filter { overload in
            !arguments.isEmpty && arguments.allSatisfy { argument in overload.parameters.contains { $0.label == argument.label } }
        }
        if let overload = near.count == 1 ? near.first : (builtin.overloads.count == 1 ? builtin.overloads.first : nil) {
            if let missing = overload.parameters.first(where: { p in !p.isOptional && !arguments.contains { $0.label == p.label } }) {
                return LanguageError.runtime("missing argument \(missing.label.map { "'\($0):'" } ?? "of type \(missing.type)") in call to "
                    + overload.signature(named: name), at: location)
            }
            return LanguageError.runtime("\(name) cannot be called with \(given); expected " + overload.signature(named: name), at: location)
        }
        return LanguageError.runtime("no form of \(name) takes \(given); it can be called as:\n  "
            + builtin.overloads.map { $0.signature(named: name) }.joined(separator: "\n  "), at: location)
    }

    // MARK: - Reading argument values

    func requireNumber(_ value: Value, _ what: String) throws -> Double {
        switch value {
        case .number(let x): return x
        case .implicit(let m) where m.name == "pi": return Double.pi
        case .implicit(let m) where m.name == "infinity" && m.arguments == nil: return .infinity
        default: throw fail("expected a number for '\(what)', got \(describeForError(value))")
        }
    }

    func requirePoint(_ value: Value) throws -> Point {
        switch value {
        case .point(let p): return p
        case .implicit(let m): return try requirePoint(resolveImplicit(m, as: "CGPoint"))
        default: throw fail("expected a CGPoint, got \(describeForError(value))")
        }
    }

    func requireSize(_ value: Value) throws -> Size {
        switch value {
        case .size(let s): return s
        case .implicit(let m): return try requireSize(resolveImplicit(m, as: "CGSize"))
        default: throw fail("expected a CGSize, got \(describeForError(value))")
        }
    }

    func requireRect(_ value: Value) throws -> Rect {
        switch value {
        case .rect(let r): return r
        case .implicit(let m): return try requireRect(resolveImplicit(m, as: "CGRect"))
        default: throw fail("expected a CGRect, got \(describeForError(value))")
        }
    }

    func requireAngle(_ value: Value) throws -> Angle {
        switch value {
        case .angle(let a): return a
        case .implicit(let m): return try requireAngle(resolveImplicit(m, as: "Angle"))
        default: throw fail("expected an Angle such as .degrees(30), got \(describeForError(value))")
        }
    }

    func requireTransform(_ value: Value) throws -> Transform {
        switch value {
        case .transform(let t): return t
        case .implicit(let m): return try requireTransform(resolveImplicit(m, as: "CGAffineTransform"))
        default: throw fail("expected a CGAffineTransform, got \(describeForError(value))")
        }
    }

    func requireBool(_ value: Value, _ what: String) throws -> Bool {
        guard case .bool(let b) = value else { throw fail("expected a Bool for '\(what)', got \(describeForError(value))") }
        return b
    }

    func requireString(_ value: Value, _ what: String) throws -> String {
        guard case .string(let s) = value else { throw fail("expected a String for '\(what)', got \(describeForError(value))") }
        return s
    }

    func requireStyle(_ value: Value) throws -> ShapeStyle {
        switch value {
        case .style(let s): return s
        case .view(let v):
            // `.fill(image)`: an image is a fill too, as `ImagePaint(image:)` of the whole image.
            guard case .image(let pixels, _) = v.view else { throw fail("expected a Color or gradient, got \(describeForError(value))") }
            return .image(pixels)
        case .implicit(let m) where m.name == "foreground" || m.name == "primary" && m.arguments == nil: return .foreground
        case .implicit(let m) where m.arguments == nil && RGBA.materials[m.name] != nil:
            // `.ultraThinMaterial` …: a ShapeStyle, not a Color, drawn as its translucent tint.
            return .color(RGBA.materials[m.name] ?? .clear)
        case .implicit(let m) where builtins.types["ShapeStyle"]?.statics[m.name] != nil:
            return try requireStyle(resolveImplicit(m, as: "ShapeStyle"))
        case .implicit(let m): return try requireStyle(resolveImplicit(m, as: "Color"))
        case .instance(let instance) where instance.type.methods["resolve"] != nil:
            return try customShapeStyle(value)
        default: throw fail("expected a Color or gradient, got \(describeForError(value))")
        }
    }

    func requireSymbol(_ value: Value, in domain: String) throws -> String {
        switch value {
        case .symbol(let s): return s
        case .implicit(let m):
            guard case .symbol(let s) = try resolveImplicit(m, as: domain) else { throw fail("expected a \(domain)") }
            return s
        default: throw fail("expected a \(domain) such as .\(symbolDomains[domain]?.first ?? "name"), got \(describeForError(value))")
        }
    }

    func requireInsets(_ value: Value) throws -> EdgeInsets {
        switch value {
        case .insets(let i): return i
        case .number(let x): return EdgeInsets(all: x)
        case .implicit(let m):
            let uikit = m.arguments?.contains { $0.label == "left" || $0.label == "right" } == true
            return try requireInsets(resolveImplicit(m, as: uikit ? "UIEdgeInsets" : "EdgeInsets"))
        default: throw fail("expected EdgeInsets, got \(describeForError(value))")
        }
    }

    func requirePoints(_ value: Value) throws -> [Point] {
        try converting(try elements(of: value, at: nil)) { try requirePoint($0) }
    }

    func requireNumbers(_ value: Value, _ what: String) throws -> [Double] {
        try converting(try elements(of: value, at: nil)) { try requireNumber($0, what) }
    }
}

import Canvas
import Geometry

extension ViewBridge {
    /// The Canvas view a view value draws, or nil when the value is not a view.
    func viewIfDrawable(_ value: Value) throws -> Canvas.View? {
        guard let decl = structure(value)?.0 ?? viewEnum(value) else { return nil }
        guard conforms(decl, to: "View") || conforms(decl, to: "Shape") else { return nil }
        return try presented(value)
    }

    /// The Canvas view of a view value.
    func view(_ value: Value, depth: Int = 0) throws -> Canvas.View {
        guard depth < ViewBridge.maximumDepth else { throw limitFailure("views nest too deeply (more than \(ViewBridge.maximumDepth) levels)") }
        guard let (decl, fields) = structure(value) else {
            // An optional view (SwiftUI's `Optional: View`): nil draws nothing, a present one its view.
            switch value.unboxed {
            case .null: return .empty
            case .some(let wrapped): return try view(wrapped, depth: depth + 1)
            default:
                // An enum of the program's conforming to View (`enum ResultView: View`) draws its body.
                guard let decl = viewEnum(value), let body = try invoke("get:body", on: value.unboxed, decl: decl, arguments: []) else {
                    throw failure("expected a view")
                }
                return try view(body, depth: depth + 1)
            }
        }
        guard let name = types.libraryName(of: decl) else {
            // A shape draws its path filled with the foreground, unless it declares a `body` of its
            // own: SwiftUI's `Shape.body` is only the default (`_ShapeView`), so the shape's own body
            // is the view it shows, while `fill` and `stroke` still draw its path.
            if conforms(decl, to: "Shape"), interpreter.environment.dispatch("get:body", on: decl) == nil {
                return .shape(try shape(value, depth: depth), .defaultFill)
            }
            let value = interpreter.liveStates?.adopt(value.unboxed) ?? value.unboxed
            guard let body = try invoke("get:body", on: value, decl: decl, arguments: []) else {
                throw failure("'\(decl.name)' has no body")
            }
            return try view(body, depth: depth + 1)
        }
        func child(_ index: Int) throws -> Canvas.View { try view(field(fields, index), depth: depth + 1) }
        switch name {
        case "_ShapeView": return try shapeView(fields, depth: depth)
        case "_StrokedShape": return try shapeView(value, .defaultFill, depth: depth)
        case "_ModifiedView":
            return try modified(child(0), field(fields, 1), depth: depth)
        case "_TextModifiedView":
            return try textModified(child(0), field(fields, 1))
        case "_LayoutModifiedView":
            return try layoutModified(child(0), field(fields, 1))
        case "_ViewList":
            // One view is that view (a `#Preview` of a Circle is `Circle`), as SwiftUI's builder gives it.
            let views = try list(value, depth: depth)
            return views.count == 1 ? views[0] : .group(views)
        case "Group", "ForEach":
            return .group(try list(field(fields, 0), depth: depth))
        case "VStack":
            return .vStack(alignment: try horizontal(field(fields, 0)), spacing: try optionalNumber(field(fields, 1)),
                           children: try list(field(fields, 2), depth: depth))
        case "HStack":
            return .hStack(alignment: try vertical(field(fields, 0)), spacing: try optionalNumber(field(fields, 1)),
                           children: try list(field(fields, 2), depth: depth))
        case "ZStack":
            return .zStack(alignment: try alignment(field(fields, 0)), children: try list(field(fields, 1), depth: depth))
        case "Spacer": return .spacer(minLength: try optionalNumber(field(fields, 0)))
        case "EmptyView": return .empty
        case "Text": return try text(value, depth: depth)
        case "Color": return .color(.color(try rgba(value)))
        case "_EffectView": return try effect(child(0), field(fields, 1), depth: depth)
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient":
            return .color(try style(value) ?? .foreground)
        case "_StyleView": return .color(try style(field(fields, 0)) ?? .foreground)
        case "_EnvironmentObjectView", "_ChartEnvironmentView", "_PreferredColorSchemeView":
            return try environmentView(value, decl: decl, fields, depth: depth)
        case "_EnvironmentValueView": return try appearanceView(value, decl: decl, fields, depth: depth)
        case "_ListStyled": return try listStyled(fields, depth: depth)
        case "_RedactionView": return try redactionView(value, decl: decl, fields, depth: depth)
        default:
            if let drawn = try layoutView(name, value, fields, depth: depth) { return drawn }
            if let drawn = try controlView(name, fields, depth: depth) ?? containerView(name, fields, depth: depth)
                ?? tabViewStyled(name, fields, depth: depth) ?? appPatternView(name, fields, depth: depth) { return drawn }
            if conforms(decl, to: "Shape") { return .shape(try shape(value, depth: depth), .defaultFill) }
            // A library view written in Swift (`Menu`) draws through its body, as a program's view does
            // (its own value as `self`, not the box a `some View` result put it in, so that its body
            // may change a copy of it, as `Chart`'s does).
            if let body = try invoke("get:body", on: value.unboxed, decl: decl, arguments: []) { return try view(body, depth: depth + 1) }
            throw failure("'\(name)' is not a view the library draws")
        }
    }

    /// The declaration of an enum value whose type conforms to `View`, or nil.
    private func viewEnum(_ value: Value) -> NominalDecl? {
        guard case .enumValue(let decl, _, _) = value.unboxed, conforms(decl, to: "View") else { return nil }
        return decl
    }

    /// The views of a `_ViewList`.
    func list(_ value: Value, depth: Int) throws -> [Canvas.View] {
        let views = try items(of: value, depth: depth).map { try view($0, depth: depth + 1) }
        // A container whose one child is a Group or ForEach has that group's views as its
        // children, as the recorded reference figures have it (`HStack { ForEach(0..<3) { … } }` is
        // HStack(3 views)); laid out, a group among other children is the same.
        if views.count == 1, case .group(let children) = views[0] { return children }
        return views
    }

    /// The view values of a `_ViewList`, each branch's list (what an `if` or `switch` built:
    /// `buildOptional`/`buildEither` mark it `_isBranch`) spliced in the branch's place, as
    /// SwiftUI's stacks take conditional content's views as their own. `ViewBuilder.buildBlock`
    /// only wraps its components, so the splice is here, once where a container reads its views,
    /// not a Lang loop with an `as?` test per view in every block; another list (a `ForEach`
    /// row, a `@ViewBuilder` parameter) stays one view.
    func items(of value: Value, depth: Int) throws -> [Value] {
        guard depth < ViewBridge.maximumDepth else { throw limitFailure("views nest too deeply (more than \(ViewBridge.maximumDepth) levels)") }
        guard let (_, fields) = structure(value), case .array(let items) = try field(fields, 0) else {
            throw failure("malformed view list")
        }
        guard items.contains(where: { branchList($0) }) else { return items }
        var spliced: [Value] = []
        spliced.reserveCapacity(items.count)
        for item in items {
            if branchList(item) { spliced += try self.items(of: item, depth: depth + 1) } else { spliced.append(item) }
        }
        return spliced
    }

    /// Whether `value` is a `_ViewList` one branch of an `if` or `switch` built.
    private func branchList(_ value: Value) -> Bool {
        // The flag first: most views' second field is not `true`, and it is cheaper than the name.
        guard let (decl, fields) = structure(value), fields.count == 2, fields[1].unboxed.boolValue == true else { return false }
        return types.libraryName(of: decl) == "_ViewList"
    }

    /// A `_Drawing` value as Canvas's shape drawing.
    func drawing(_ value: Value) throws -> ShapeDrawing {
        let (name, payload) = try enumCase(value)
        let paint = try style(field(payload, 0))
        switch name {
        case "fill": return .fill(paint, try bool(field(payload, 1)) ? .evenOdd : .nonZero)
        case "stroke": return .stroke(paint, try strokeStyle(field(payload, 1)))
        default: return .strokeBorder(paint, try strokeStyle(field(payload, 1)))
        }
    }

    /// A `StrokeStyle` value.
    func strokeStyle(_ value: Value) throws -> Geometry.StrokeStyle {
        guard let (_, fields) = structure(value), fields.count >= 6 else { throw failure("malformed StrokeStyle") }
        let cap: LineCap
        switch try enumCase(fields[1]).0 {
        case "round": cap = .round
        case "square": cap = .square
        default: cap = .butt
        }
        let join: LineJoin
        switch try enumCase(fields[2]).0 {
        case "round": join = .round
        case "bevel": join = .bevel
        default: join = .miter
        }
        guard case .array(let dash) = fields[4].unboxed else { throw failure("malformed dash") }
        // `miterLimit: .infinity` (never bevel) is a very large limit.
        let miterLimit = try number(fields[3])
        return Geometry.StrokeStyle(lineWidth: try number(fields[0]), lineCap: cap, lineJoin: join,
                                    miterLimit: miterLimit == .infinity ? 1e9 : miterLimit, dash: try dash.map { try number($0) },
                                    dashPhase: try number(fields[5]))
    }

    /// A shape style value: nil for the foreground style.
    func style(_ value: Value, depth: Int = 0) throws -> ShapeStyle? {
        guard let (decl, _) = structure(value) else { throw failure("expected a ShapeStyle") }
        switch types.libraryName(of: decl) {
        case "ForegroundStyle": return nil
        case "Color": return .color(try rgba(value))
        case let name: return try libraryStyle(value, named: name, depth: depth)
        }
    }

    /// A `Color` value's components.
    func rgba(_ value: Value) throws -> RGBA {
        guard let (_, fields) = structure(value), fields.count >= 5, let name = fields[0].unboxed.stringValue else {
            throw failure("malformed Color")
        }
        let opacity = try number(fields[4])
        if name.hasPrefix("UIColor.") { return try uiKitColor(String(name.dropFirst("UIColor.".count)), fields) }
        if !name.isEmpty {
            let adapted = isDark ? RGBA.darkNamed[name] ?? RGBA.named[name] : RGBA.named[name]
            guard var color = name == "accentColor" ? controlTint.accent ?? adapted : adapted else {
                throw failure("unknown colour '\(name)'")
            }
            color.alpha *= opacity
            return color
        }
        return RGBA(red: try number(fields[1]), green: try number(fields[2]), blue: try number(fields[3]), alpha: opacity)
    }

    func horizontal(_ value: Value) throws -> Canvas.HorizontalAlignment {
        if let custom = try customAlignment(value) { return .custom(custom) }
        return Canvas.HorizontalAlignment(rawValue: try enumCase(value).0) ?? .center
    }

    func vertical(_ value: Value) throws -> Canvas.VerticalAlignment {
        switch try enumCase(value).0 {
        case "top": return .top
        case "bottom": return .bottom
        case "firstTextBaseline": return .firstTextBaseline
        case "lastTextBaseline": return .lastTextBaseline
        case "_custom": return .custom(try customAlignment(value) ?? { throw failure("malformed alignment") }())
        default: return .center
        }
    }

    func alignment(_ value: Value) throws -> Canvas.Alignment {
        guard let (_, fields) = structure(value), fields.count >= 2 else { throw failure("malformed Alignment") }
        return Canvas.Alignment(horizontal: try horizontal(fields[0]), vertical: try vertical(fields[1]))
    }

    /// A `_Modifier` applied to `content`.
    private func modified(_ content: Canvas.View, _ modifier: Value, depth: Int) throws -> Canvas.View {
        let (name, payload) = try enumCase(modifier)
        func value(_ index: Int) throws -> Value { try field(payload, index) }
        switch name {
        case "frame":
            return content.frame(width: try optionalNumber(value(0)), height: try optionalNumber(value(1)),
                                 alignment: try alignment(value(2)))
        case "padding": return content.padding(try optionalNumber(value(0)))
        case "offset": return content.offset(x: try number(value(0)), y: try number(value(1)))
        case "rotation": return content.rotationEffect(try types.angle(value(0), line: line), anchor: try unitPoint(value(1)))
        case "scale": return content.scaleEffect(x: try number(value(0)), y: try number(value(1)), anchor: try unitPoint(value(2)))
        case "opacity": return content.opacity(try number(value(0)))
        case "overlay": return content.overlay(try layer(value(0), depth: depth), alignment: try alignment(value(1)))
        case "background": return content.background(try layer(value(0), depth: depth), alignment: try alignment(value(1)))
        case "foreground": return content.foregroundStyle(try style(value(0)) ?? .foreground)
        case "border": return content.border(try style(value(0)) ?? .foreground, width: try number(value(1)))
        case "clip": return content.clipShape(try shape(value(0), depth: depth + 1))
        case "position": return content.position(x: try number(value(0)), y: try number(value(1)))
        default: throw failure("'\(name)' is not a modifier the library draws")
        }
    }
}

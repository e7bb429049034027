import Canvas
import Geometry

extension Interpreter {
    // MARK: - Text

    /// A value as `print` and `text/plain` show it, in Swift's `description` style.
    ///
    /// Bounded, so that no value can stall the kernel or flood the front end: collections and
    /// structs nested deeper than `maximumDescriptionDepth` show as `[…]` and `Name(…)`, and the
    /// text stops with `…` after `maximumDescriptionLength` characters. An interrupt stops it
    /// early too (the cell then fails, so the partial text is never shown).
    func describe(_ value: Value, nested: Bool = false) -> String {
        var budget = configuration.maximumDescriptionLength
        return describe(value, nested: nested, depth: 0, budget: &budget)
    }

    /// `describe`, `depth` levels down, with `budget` characters left for the whole text.
    private func describe(_ value: Value, nested: Bool, depth: Int, budget: inout Int) -> String {
        /// The parts' descriptions joined, as many as the budget allows.
        func joined(_ parts: some Sequence<(String?, Value)>) -> String {
            var texts: [String] = []
            for (label, value) in parts {
                if budget <= 0 || resources.isInterruptRequested {
                    texts.append("…")
                    break
                }
                let text = (label.map { "\($0): " } ?? "") + describe(value, nested: true, depth: depth + 1, budget: &budget)
                budget -= text.utf8.count + 2
                texts.append(text)
            }
            return texts.joined(separator: ", ")
        }
        let tooDeep = depth >= configuration.maximumDescriptionDepth
        switch value {
        case .string(let s) where nested && s.utf8.count > budget:
            return "\"" + String(s.prefix(max(0, budget))) + "…\""
        case .array(let items):
            return tooDeep ? "[…]" : "[" + joined(items.lazy.map { (String?.none, $0) }) + "]"
        case .tuple(let items, let labels):
            return tooDeep ? "(…)" : "(" + joined(zip(labels, items)) + ")"
        case .instance(let instance):
            guard !tooDeep else { return "\(instance.type.name)(…)" }
            // A @State or @Binding field shows the value behind its binding.
            let fields = instance.type.storedNames.lazy.compactMap { name in
                instance.fields[name].map { (Optional(name), (try? self.fieldValue($0, of: instance, name)) ?? $0) }
            }
            return "\(instance.type.name)(" + joined(fields) + ")"
        case .vector(let values):
            // Lazily: only what the budget shows is made a value (a vector may hold millions).
            return "AnimatableVector(values: " + (tooDeep ? "[…]" : "[" + joined(values.lazy.map { (String?.none, Value.number($0)) }) + "]") + ")"
        case .binding(let binding):
            guard !tooDeep else { return "Binding(…)" }
            return "Binding(" + ((try? read(binding)).map { describe($0, nested: true, depth: depth + 1, budget: &budget) } ?? "?") + ")"
        default:
            return describeFlat(value, nested: nested)
        }
    }

    /// The description of a value that holds no other values.
    private func describeFlat(_ value: Value, nested: Bool) -> String {
        switch value {
        case .number(let x): return NumberFormat.text(x)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return nested ? "\"\(s)\"" : s
        case .null: return "nil"
        case .array, .tuple, .instance, .binding, .vector: return describe(value, nested: nested)
        case .range(let r): return NumberFormat.text(r.lower) + (r.isClosed ? "..." : "..<") + NumberFormat.text(r.upper)
        case .function(let f): return "(function \(f.name))"
        case .type(let ref): return ref.name
        case .point(let p): return "(\(NumberFormat.text(p.x)), \(NumberFormat.text(p.y)))"
        case .size(let s): return "(\(NumberFormat.text(s.width)), \(NumberFormat.text(s.height)))"
        case .rect(let r):
            return "(" + [r.origin.x, r.origin.y, r.width, r.height].map(NumberFormat.text).joined(separator: ", ") + ")"
        case .angle(let a): return "Angle(degrees: \(NumberFormat.text(a.degrees)))"
        case .transform(let t):
            return "CGAffineTransform(a: \(NumberFormat.text(t.a)), b: \(NumberFormat.text(t.b)), c: \(NumberFormat.text(t.c)), d: \(NumberFormat.text(t.d)), tx: \(NumberFormat.text(t.tx)), ty: \(NumberFormat.text(t.ty)))"
        case .path(let p): return "Path(\(p.elements.count) elements)"
        case .style(let style): return describeStyle(style)
        case .shape(let s): return s.name
        case .view(let v): return describeView(v.view)
        case .insets(let i):
            return "EdgeInsets(top: \(NumberFormat.text(i.top)), leading: \(NumberFormat.text(i.leading)), bottom: \(NumberFormat.text(i.bottom)), trailing: \(NumberFormat.text(i.trailing)))"
        case .strokeStyle(let s): return "StrokeStyle(lineWidth: \(NumberFormat.text(s.lineWidth)))"
        case .fillStyle(let rule): return "FillStyle(eoFill: \(rule == .evenOdd))"
        case .symbol(let s): return "." + s
        case .implicit(let m): return "." + m.name
        case .namespace(let n): return n
        case .keyPath(let names): return "\\." + names.joined(separator: ".")
        case .font(let font): return "Font(size: \(NumberFormat.text(font.size)))"
        case .animation(let animation): return animation.description
        case .animationTiming(let timing): return timing.description
        case .displayHandle(let id): return "DisplayHandle(\(id))"
        case .graphicsContext(let context): return "GraphicsContext(\(NumberFormat.text(context.size.width))×\(NumberFormat.text(context.size.height)))"
        case .geometryProxy(let proxy): return "GeometryProxy(size: \(describe(.size(proxy.size))))"
        }
    }

    func describeStyle(_ style: ShapeStyle) -> String {
        switch style {
        case .color(let c):
            let aliases: Set<String> = ["accentColor", "primary", "secondary"]
            let names = RGBA.named.filter { $0.value == c && !$0.key.hasPrefix("system") }.map(\.key).sorted()
            if let name = names.first(where: { !aliases.contains($0) }) ?? names.first { return name }
            func hex(_ x: Double) -> String {
                let clamped = x.isFinite ? min(max(x, 0), 1) : 0
                let text = String(Int((clamped * 255).rounded()), radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }
            return "#" + hex(c.red) + hex(c.green) + hex(c.blue) + hex(c.alpha)
        case .linearGradient: return "LinearGradient"
        case .radialGradient: return "RadialGradient"
        case .angularGradient: return "AngularGradient"
        case .image: return "ImagePaint"
        case .foreground: return "foreground"
        case .opacity(let inner, let amount): return describeStyle(inner) + ".opacity(\(NumberFormat.text(amount)))"
        case .ellipticalGradient: return "EllipticalGradient"
        case .shadowed(let inner, let shadow): return describeStyle(inner) + ".shadow(.\(shadow.isInner ? "inner" : "drop")(radius: \(NumberFormat.text(shadow.radius))))"
        case .palette(let styles): return "(" + styles.map(describeStyle).joined(separator: ", ") + ")"
        case .hierarchical(let level): return [".primary", ".secondary", ".tertiary", ".quaternary", ".quinary"][min(max(level, 0), 4)]
        }
    }

    /// A value named with its type, for error messages: `String "abc"`, `CGPoint (1, 2)`.
    func describeForError(_ value: Value) -> String {
        let text = describe(value, nested: true)
        let short = text.count > 60 ? String(text.prefix(57)) + "…" : text
        let type = typeName(of: value)
        return type == short ? type : "\(type) \(short)"
    }

    func typeName(of value: Value) -> String {
        switch value {
        case .number: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .null: return "nil"
        case .array: return "Array"
        case .tuple: return "tuple"
        case .range(let r): return r.isClosed ? "ClosedRange" : "Range"
        case .function: return "function"
        case .instance(let i): return i.type.name
        case .type(let t): return "type \(t.name)"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .angle: return "Angle"
        case .transform: return "CGAffineTransform"
        case .path: return "Path"
        case .style: return "Color"
        case .shape(let s): return s.name
        case .view: return "View"
        case .vector: return "AnimatableVector"
        case .insets: return "EdgeInsets"
        case .strokeStyle: return "StrokeStyle"
        case .fillStyle: return "FillStyle"
        case .symbol: return "enum case"
        case .implicit: return "implicit member"
        case .namespace(let n): return n
        case .keyPath: return "key path"
        case .font: return "Font"
        case .animation: return "Animation"
        case .animationTiming: return "Animation"
        case .binding: return "Binding"
        case .displayHandle: return "DisplayHandle"
        case .graphicsContext: return "GraphicsContext"
        case .geometryProxy: return "GeometryProxy"
        }
    }

    // MARK: - Views

    /// The value as a view, or nil when it is not one (a number, a string …).
    func viewValue(_ value: Value) throws -> ViewValue? {
        switch value {
        case .view(let v): return v
        case .shape(let shape): return ViewValue(shape.view)
        case .path(let path): return pathView(path, .defaultFill)
        case .style(let style): return ViewValue(.color(style))
        case .instance(let instance):
            if instance.type.isShape { return ViewValue(try shapeValue(value).view) }
            if instance.type.isView {
                // A body that contains its own view (or a view whose body contains this one)
                // recurses here: the recursion limit applies, as to any call.
                try enterCall()
                defer { callDepth -= 1 }
                let body = try member(of: value, "body", at: nil)
                guard let view = try viewValue(body) else {
                    throw fail("the body of \(instance.type.name) is \(describeForError(body)), not a view")
                }
                return ViewValue(view.view)
            }
            return nil
        case .implicit(let m):
            return try viewValue(resolveImplicitByGuess(m))
        default: return nil
        }
    }

    /// A value that must be a view (a stack's child, a modifier's receiver).
    func requireView(_ value: Value) throws -> View {
        guard let v = try viewValue(value) else { throw fail("\(describeForError(value)) is not a view") }
        return v.view
    }

    /// A bare path drawn one way, remembering the bounds its own figure must cover.
    func pathView(_ path: Path, _ drawing: ShapeDrawing) -> ViewValue {
        var pad = 0.0
        switch drawing {
        case .stroke(_, let style), .strokeBorder(_, let style): pad = style.lineWidth / 2
        case .fill: break
        }
        let bounds = path.isEmpty ? Rect.zero : path.boundingRect.insetBy(dx: -pad, dy: -pad)
        return ViewValue(.shape(pathShape(path), drawing), absoluteBounds: bounds)
    }

    func pathShape(_ path: Path) -> AnyShape {
        AnyShape(name: "Path") { _ in path }
    }

    /// A value that must be a shape (a builtin shape, a Path, a user struct with `path(in:)`).
    func shapeValue(_ value: Value) throws -> AnyShape {
        switch value {
        case .shape(let shape): return shape
        case .path(let path): return pathShape(path)
        case .instance(let instance) where instance.type.isShape:
            // Without a path(in:) of its own, "path" would find the builtin Shape.path, which asks
            // this shape for its path again: endless recursion instead of Swift's conformance error.
            guard instance.type.methods["path"] != nil else {
                throw fail("\(instance.type.name) does not conform to Shape: it has no func path(in rect: CGRect) -> Path")
            }
            return AnyShape(name: describeShortly(instance)) { [unowned self] rect in
                var receiver = value
                let result = try self.callMethod(&receiver, "path", [EvaluatedArgument(label: "in", value: .rect(rect))], at: .start)
                guard case .path(let path) = result else {
                    throw fail("\(instance.type.name).path(in:) returned \(self.describeForError(result)), not a Path")
                }
                return path
            }
        case .implicit(let m):
            // `.rect`, `.circle`, `.rect(cornerRadius: 8)`: SwiftUI's shapes as implicit members (iOS 17).
            if let builtin = builtins.types["Shape"]?.statics[m.name] {
                if m.arguments == nil, !builtin.isProperty { return try shapeValue(invoke(builtin, receiver: .null, [], at: m.location).result) }
                return try shapeValue(resolveImplicit(m, as: "Shape"))
            }
            return try shapeValue(resolveImplicitByGuess(m))
        default:
            throw fail("\(describeForError(value)) is not a Shape")
        }
    }

    private func describeShortly(_ instance: Instance) -> String {
        let fields = instance.type.stored.compactMap { property -> String? in
            guard let value = instance.fields[property.name] else { return nil }
            switch value {
            case .number, .bool, .string: return "\(property.name): " + describe(value, nested: true)
            default: return nil
            }
        }
        return "\(instance.type.name)(" + fields.joined(separator: ", ") + ")"
    }

    /// Several views from a builder body: one view, or a group.
    func combine(_ views: [Value]) throws -> Value {
        if views.count == 1 { return views[0] }
        let nodes = try views.map { try requireView($0) }
        return .view(ViewValue(.group(nodes)))
    }

    /// A short description of a view for `text/plain` (its modifiers are not shown).
    func describeView(_ view: View) -> String {
        var view = view
        // A loop, not recursion: a view may carry a million modifiers.
        while case .modified(let inner, _) = view { view = inner }
        switch view {
        case .empty: return "EmptyView()"
        case .shape(let shape, _): return shape.name
        case .color: return "Color"
        case .image(let pixels, _): return "Image \(pixels.width)×\(pixels.height)"
        case .canvas: return "Canvas"
        case .text(let s): return "Text(\"\(s)\")"
        case .vStack(_, _, let children): return "VStack(\(children.count) views)"
        case .hStack(_, _, let children): return "HStack(\(children.count) views)"
        case .zStack(_, let children): return "ZStack(\(children.count) views)"
        case .spacer: return "Spacer()"
        case .group(let children): return "Group(\(children.count) views)"
        case .modified: return "View"
        case .surface(let surface): return surface.description
        }
    }

    // MARK: - Display

    /// What Jupyter shows for a value: a figure for anything drawable, else text.
    func displayValue(_ value: Value) throws -> DisplayValue {
        if case .animation(let animation) = value { return .animation(animation) }
        guard let view = try viewValue(value) else { return .text(describe(value)) }
        return .figure(try figure(view))
    }

    /// Lays out a view at its natural size (a shape: its frame, else `Canvas.size`) and lists
    /// what to draw.
    func figure(_ value: ViewValue) throws -> Figure {
        var view = value.view
        var proposal: Size? = state.canvasSize
        if let bounds = value.absoluteBounds {
            let minX = min(0, bounds.minX), minY = min(0, bounds.minY)
            let width = max(bounds.maxX, 0) - minX, height = max(bounds.maxY, 0) - minY
            view = view.offset(x: -minX, y: -minY).frame(width: width, height: height, alignment: .topLeading)
            proposal = Size(width: width, height: height)
        }
        let scale = state.canvasScale
        var figure: Figure
        do {
            figure = try layoutFigure(view, proposedSize: proposal, scale: scale, background: state.canvasBackground,
                                      foreground: state.canvasForeground, description: "")
        } catch let error as CanvasError {
            throw error.limit.map { LanguageError($0) } ?? fail(error.message)
        } catch let error as GeometryError {
            throw error.limit.map { LanguageError($0) } ?? fail(error.message)
        }
        let size = figure.displayList.size
        let pixels = size.width * size.height * scale * scale
        guard pixels <= Double(configuration.maximumCanvasPixels) else {
            throw LanguageError.limit("the figure would be \(NumberFormat.text(size.width))×\(NumberFormat.text(size.height)) points at scale \(NumberFormat.text(scale)), more than the limit of \(configuration.maximumCanvasPixels) pixels")
        }
        figure.description = "\(describeView(value.view)) \(NumberFormat.text(size.width))×\(NumberFormat.text(size.height))"
        figure.formats = state.canvasFormats
        return figure
    }
}

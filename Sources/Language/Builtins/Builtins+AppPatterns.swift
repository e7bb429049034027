import Canvas
import Foundation

extension BuiltinTable {
    /// What app code wraps its drawing in: `Image(systemName:)` and `Image("name")`, custom
    /// `ViewModifier`s through `.modifier(_:)`, button styles, `UUID()`, `TimelineView`,
    /// `Timer.publish` (`State(initialValue:)` is in Builtins+State.swift).
    func registerAppPatterns() {
        let image = types["Image"]?.initializer
        image?.overloads.append(overload([param("systemName", "String")], "View") { call in
            let name = try call.string(0, "systemName")
            Self.warnOnce(call, "sfSymbols", "Image(systemName: \"\(name)\"): SF Symbols are not available here; symbols are drawn as placeholders of their size.\n")
            return .view(ViewValue(.surface(.symbol(name))))
        })
        image?.overloads.append(overload([param(nil, "String")], "View") { call in
            // An asset name: a PNG of that name next to the notebook (the working directory).
            let name = try call.string(0, "name")
            let directory = (try? ImageLoader.current())?.workingDirectory ?? FileManager.default.currentDirectoryPath
            let file: String
            do throws(ImageError) {
                file = try ImageSource.assetPath(named: name, directory: directory)
            } catch {
                throw fail(error.message)
            }
            return try call.i.call(.type(.builtin("Image")), [EvaluatedArgument(label: "path", value: .string(file))], at: call.location)
        })
        viewModifier("modifier", "Applies a ViewModifier of your own: its body(content:) with this view as the content.",
                     overload([param(nil, "ViewModifier")], "View") { call in
                         var modifier = try call.value(0)
                         guard case .instance(let instance) = modifier, instance.type.methods["body"] != nil else {
                             throw fail("modifier(_:) takes a struct with func body(content: Content) -> some View")
                         }
                         return try call.i.callMethod(&modifier, "body", [EvaluatedArgument(label: "content", value: call.receiver)],
                                                      at: call.location ?? .start)
                     })
        viewModifier("buttonStyle", "How buttons inside are drawn: .bordered, .borderedProminent, .plain, .borderless, or a ButtonStyle of your own (its makeBody(configuration:)).",
                     overload([param(nil, "ButtonStyle")], "View") { call in
                         let style = try call.value(0)
                         let view = try call.receiverView()
                         return .view(ViewValue(try view.mappingControls { control in
                             guard case .button(let label, let tint, let action) = control else { return control }
                             let (styled, newTint) = try Self.styledLabel(call, style, label, tint)
                             return .button(label: styled, tint: newTint, action: action)
                         }))
                     })
        type("UUID", "A unique identifier: drawn from the session's random generator, so the same in every run of a notebook.",
             overload([], "UUID") { call in
                 var hex = ""
                 for _ in 0..<2 { hex += String(format: "%016llx", call.i.state.random.next()) }
                 let chars = Array(hex)
                 let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]).uppercased() }
                 return .string(groups.joined(separator: "-"))
             })
        property("String", "uuidString", "A UUID's text.", returns: "String") { call in call.receiver }
        type("TimelineView", "A view redrawn on a schedule: a figure shows it at its first date (the reference date).",
             overload([param(nil, "TimelineSchedule"), param("content", "(TimelineViewDefaultContext) -> View")], "View") { call in
                 let date = Value.tuple([.number(0), .number(978_307_200)], labels: ["timeIntervalSinceReferenceDate", "timeIntervalSince1970"])
                 let context = Value.tuple([date, .symbol("normal")], labels: ["date", "cadence"])
                 let views = try call.i.flattenViews(try call.i.callValue(try call.value(1), [context], isBuilder: true))
                 return .view(ViewValue(views.count == 1 ? views[0] : .group(views)))
             })
        type("Timer", "Timer.publish(every:on:in:).autoconnect() is accepted: a figure has no time, so .onReceive never fires.")
        staticMethod("Timer", "publish", "A timer publisher (it never fires on a canvas).",
                     overload([param("every", "Double"), param("tolerance", "Double?", "nil"), param("on", "RunLoop"), param("in", "RunLoop.Mode")], "Publisher") { _ in
                         // The values it would publish, none: an empty array, whose `autoconnect()` is itself.
                         .array([])
                     })
        method("Array", "autoconnect", "A timer publisher's autoconnect(): the same (empty) publisher.", overload([], "Publisher") { call in call.receiver })
    }

    /// Gives `text` on the host's stderr stream the first time `key` is seen in this session.
    static func warnOnce(_ call: BuiltinCall, _ key: String, _ text: String) {
        guard call.i.warningsGiven.insert(key).inserted else { return }
        call.i.host?.warn(text)
    }

    /// A button label drawn in a style (the builtin styles, or a user ButtonStyle's makeBody) and
    /// the colour left for the button to give it (nil when the style has coloured it).
    private static func styledLabel(_ call: BuiltinCall, _ style: Value, _ label: View, _ tint: RGBA?) throws -> (View, RGBA?) {
        if case .instance(let instance) = style, instance.type.methods["makeBody"] != nil {
            var receiver = style
            let configuration = Value.tuple([.view(ViewValue(label)), .bool(false), .null], labels: ["label", "isPressed", "role"])
            let body = try call.i.callMethod(&receiver, "makeBody", [EvaluatedArgument(label: "configuration", value: configuration)],
                                              at: call.location ?? .start)
            // The style draws the label itself, colour included.
            return (try call.i.requireView(body), nil)
        }
        let name: String = switch style {
        case .implicit(let m): m.name
        case .symbol(let symbol): symbol
        default: "automatic"
        }
        let color = tint ?? .accent
        // iOS 17's bordered buttons: a rounded rectangle around the label, 14 by 7 points out.
        let insets = EdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14)
        let shape = AnyShape.roundedRectangle(cornerRadius: 8)
        switch name {
        case "bordered":
            return (label.padding(insets).background(.shape(shape, .fill(.color(color.withOpacity(0.15)), .nonZero))), color)
        case "borderedProminent":
            return (label.foregroundStyle(.color(.white)).padding(insets).background(.shape(shape, .fill(.color(color), .nonZero))), nil)
        case "plain":
            return (label, nil)
        default:
            return (label, tint)
        }
    }
}

extension Interpreter {
    /// A `ShapeStyle` of your own: the style its `resolve(in:)` returns (the environment it is
    /// given is empty: a canvas is always light mode with the default tint).
    func customShapeStyle(_ value: Value) throws -> ShapeStyle {
        var receiver = value
        let resolved = try callMethod(&receiver, "resolve", [EvaluatedArgument(label: "in", value: .tuple([], labels: []))], at: .start)
        return try requireStyle(resolved)
    }
}

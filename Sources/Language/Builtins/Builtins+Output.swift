import Canvas
import Foundation

// MARK: - The output area: display handles, clearing, stderr, the pager
// `let h = display(x)` then `h.update(y)`, and `clearOutput(wait: true)`, draw a figure frame by
// frame as IPython's `display(…, display_id=True)` and `clear_output(wait=True)` do.

extension BuiltinTable {
    func registerOutput() {
        function("display", """
            Shows a value now: a figure for shapes, paths and views, text otherwise; a view with controls is shown live. \
            Returns a handle: `h.update(y)` replaces what it shows, in place.
            """,
                 overload([param(nil, "Any")], "DisplayHandle") { call in
                     let id = UUID().uuidString.lowercased()
                     call.i.host?.display(try call.i.displayCallValue(try call.value(0)), id: id)
                     return .displayHandle(id)
                 })
        type("DisplayHandle", "What `display(_:)` returns: `update(_:)` replaces the value it shows.")
        method("DisplayHandle", "update", "Replaces the displayed value with `value`, where it is shown (a progress figure redrawn in place).",
               overload([param(nil, "Any")], "") { call in
                   guard case .displayHandle(let id) = call.receiver else { throw fail("update(_:) needs a display handle") }
                   call.i.host?.updateDisplay(try call.i.displayValue(try call.value(0)), id: id)
                   return .void
               })
        function("clearOutput", """
            Clears the cell's output; with `wait: true` only when the next output arrives, so a loop that draws \
            frame after frame does not flicker (IPython's `clear_output(wait=True)`).
            """,
                 overload([param("wait", "Bool", "false")], "") { call in
                     call.i.host?.clearOutput(wait: call.has(0) ? try call.bool(0, "wait") : false)
                     return .void
                 })
        function("fputs", "Writes text to `stderr` or `stdout` (C's fputs, as Swift calls it): `fputs(\"warning\\n\", stderr)`.",
                 overload([param(nil, "String"), param(nil, "UnsafeMutablePointer<FILE>")], "Int32") { call in
                     let text = try call.string(0, "text")
                     switch try call.value(1) {
                     case .symbol("stderr"): call.i.host?.warn(text)
                     case .symbol("stdout"): call.i.host?.print(text)
                     case let other: throw fail("fputs writes to stdout or stderr, not \(call.i.describeForError(other))")
                     }
                     return .number(0)
                 })
        function("help", "Shows the documentation of a builtin or of something this session declared in the pager: `help(Star)` (as `Star?`).",
                 overload([param(nil, "Any")], "") { call in
                     let name = call.i.documentedName(of: try call.value(0))
                     guard let documentation = call.i.documentation(of: name) else {
                         throw fail("there is no documentation for '\(name)'")
                     }
                     call.i.host?.page(documentation)
                     return .void
                 })
    }
}

extension Interpreter {
    /// The name `help(_:)` looks a value up by: a type's, a function's or method's, a struct's.
    func documentedName(of value: Value) -> String {
        switch value {
        case .type(let type): return type.name
        case .function(let callable):
            if case .builtin(let builtin, _) = callable.kind, !builtin.owner.isEmpty, builtin.owner != "global", builtin.owner != builtin.name {
                return "\(builtin.owner).\(builtin.name)"
            }
            return callable.name
        case .instance(let instance): return instance.type.name
        default: return typeName(of: value)
        }
    }

    /// The documentation of `name` (`Star`, `Path.addArc`), as Shift-Tab shows it.
    func documentation(of name: String) -> InspectionResult? {
        Inspector(interpreter: self).inspect(name, cursor: name.unicodeScalars.count)
    }
}

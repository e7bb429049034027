import Canvas
import Geometry

extension ViewBridge {
    /// A `_PreferenceWriterView` or `_PreferenceReaderView` (Prelude+Preferences.swift): the
    /// content with a closure Canvas calls while it draws, given the preferences the content set
    /// as `_PreferenceEntry` values; nil for other names.
    func preferenceView(_ name: String, _ fields: [Value], depth: Int) throws -> Canvas.View? {
        switch name {
        case "_PreferenceWriterView":
            let content = try view(field(fields, 0), depth: depth + 1)
            guard case .function(let write) = try field(fields, 1) else { throw failure("malformed preference") }
            let bridge = self
            return content.surfaceModifier(.preferenceWriter(PreferenceWriter { frame, inner in
                let entries = try bridge.interpreter.call(write, [bridge.types.value(frame), bridge.entriesValue(inner)], line: bridge.line)
                return try bridge.preferenceValues(entries)
            }))
        case "_PreferenceReaderView":
            let content = try view(field(fields, 0), depth: depth + 1)
            guard case .function(let read) = try field(fields, 3) else { throw failure("malformed preference reader") }
            let bridge = self, entered = enteredEnvironment()
            let reader = PreferenceReader(inFront: try bool(field(fields, 1)), alignment: try alignment(field(fields, 2))) { inner in
                try bridge.deferredContent(in: entered) {
                    let views = try bridge.interpreter.call(read, [bridge.entriesValue(inner)], line: bridge.line)
                    return bridge.single(try bridge.viewList(views, depth: 0))
                }
            }
            return content.surfaceModifier(.preferenceReader(reader))
        default:
            return nil
        }
    }

    /// Canvas's preference values as the language's array of `_PreferenceEntry`.
    private func entriesValue(_ values: [PreferenceValue]) throws -> Value {
        guard let entryDecl = types.declarations["_PreferenceEntry"] else { throw failure("the library has no _PreferenceEntry") }
        return .array(values.map { entry in
            .structValue(entryDecl, [.string(entry.key), (entry.value as? Value) ?? .null])
        })
    }

    /// The language's array of `_PreferenceEntry` as Canvas's preference values.
    private func preferenceValues(_ entries: Value) throws -> [PreferenceValue] {
        guard case .array(let items) = entries.unboxed else { throw failure("malformed preferences") }
        return try items.map { item in
            guard let (_, fields) = structure(item), let key = try field(fields, 0).stringValue else {
                throw failure("malformed preference entry")
            }
            return PreferenceValue(key: key, value: try field(fields, 1))
        }
    }
}

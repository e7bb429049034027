import Canvas
import Foundation
import Geometry

extension NativeTable {
    /// `GeometryProxy.frame(in:)` and `Image`'s initialisers: what reads Canvas's geometry
    /// proxy and the notebook's image files and URLs.
    static let layout: [String: NativeFunction] = [
        "GeometryProxy.frame": { call in
            let proxy = try geometryProxy(call.selfValue, call)
            return call.types.value(proxy.frame(in: try coordinateSpace(call.argument(0), call)))
        },
        "Image.named": { call in
            guard let name = try call.argument(0).stringValue else { throw RuntimeError("expected a String", line: call.line) }
            let directory = (try? ImageLoader.current())?.workingDirectory ?? FileManager.default.currentDirectoryPath
            let file: String
            do throws(ImageError) {
                file = try ImageSource.assetPath(named: name, directory: directory)
            } catch where error.kind == .missingFile {
                // SwiftUI draws an image missing from the asset catalog as nothing (zero size) and logs it.
                if call.interpreter.notes?.first("missingImage:" + name) ?? true {
                    standardError("No image named '\(name)' found in asset catalog for main bundle (drawn empty); \(error.message)\n",
                                  call.interpreter)
                }
                return try imageValue(file: "", symbol: "", call)
            } catch {
                throw RuntimeError(error.message, line: call.line)
            }
            return try image(file: file, call)
        },
        "Image.path": { call in
            guard let path = try call.argument(0).stringValue else { throw RuntimeError("expected a String", line: call.line) }
            return try image(file: path, call)
        },
        "Image.url": { call in
            guard let text = try call.argument(0).stringValue else { throw RuntimeError("expected a String", line: call.line) }
            let source: ImageSource
            do throws(ImageError) {
                source = try ImageSource.url(string: text)
            } catch {
                throw RuntimeError(error.message, line: call.line)
            }
            _ = try loadImage(source, interrupt: call.interpreter.interrupt, line: call.line)
            guard case .url = source else { return try imageValue(file: source.description, symbol: "", call) }
            return try imageValue(file: text, symbol: "", isURL: true, call)
        },
        "Image.systemName": { call in
            guard let name = try call.argument(0).stringValue else { throw RuntimeError("expected a String", line: call.line) }
            call.interpreter.notes?.once("sfSymbols", "Image(systemName: \"\(name)\"): SF Symbols are not available here; symbols are drawn as placeholders of their size.\n")
            return try imageValue(file: "", symbol: name, call)
        },
    ]

    /// The `Image` value of the PNG at `file`, loaded now so that a missing or unreadable file
    /// is an error at the line that names it (the loader keeps it for the figure).
    private static func image(file: String, _ call: NativeCall) throws -> Value {
        _ = try loadImage(.path(file), interrupt: call.interpreter.interrupt, line: call.line)
        return try imageValue(file: file, symbol: "", call)
    }

    private static func imageValue(file: String, symbol: String, isURL: Bool = false, _ call: NativeCall) throws -> Value {
        guard let decl = call.types.declarations["Image"] else { throw RuntimeError("the library has no Image", line: call.line) }
        return .structValue(decl, [.string(file), .string(symbol), .bool(false), .bool(isURL)])
    }

    /// Where the `Image` whose stored properties are `fields` comes from; nil for a symbol and
    /// for an asset that is missing (no file and no symbol).
    static func imageSource(_ fields: [Value], line: Int) throws -> ImageSource? {
        guard fields.count >= 4, let file = fields[0].stringValue, let isURL = fields[3].boolValue else {
            throw RuntimeError("malformed Image", line: line)
        }
        if file.isEmpty { return nil }
        guard isURL else { return .path(file) }
        do throws(ImageError) {
            return try ImageSource.url(string: file)
        } catch {
            throw RuntimeError(error.message, line: line)
        }
    }

    /// The pixels of the PNG `source` names, through the host's loader, waiting interruptibly.
    static func loadImage(_ source: ImageSource, interrupt: InterruptFlag, line: Int) throws -> ImagePixels {
        do {
            return try ImageLoader.current().image(for: source, isInterrupted: { interrupt.isSet })
        } catch let error as ImageError {
            throw RuntimeError(error.message, line: line)
        } catch is CancellationError {
            throw RuntimeError("interrupted", line: line, isLimit: true)
        }
    }

    /// A `GeometryProxy` value as Canvas's proxy.
    static func geometryProxy(_ value: Value, _ call: NativeCall) throws -> GeometryProxy {
        let fields = try call.types.fields(value, count: 3, line: call.line)
        guard case .dictionary(let named) = fields[2].unboxed else { throw RuntimeError("malformed GeometryProxy", line: call.line) }
        var spaces: [String: Rect] = [:]
        for (key, rect) in named.contents {
            guard let name = key.unboxed.stringValue else { continue }
            spaces[name] = try call.types.rect(rect, line: call.line)
        }
        return GeometryProxy(size: try call.types.size(fields[0], line: call.line),
                             globalFrame: try call.types.rect(fields[1], line: call.line), namedSpaces: spaces)
    }

    /// A `CoordinateSpace` value.
    private static func coordinateSpace(_ value: Value, _ call: NativeCall) throws -> GeometryProxy.CoordinateSpace {
        guard case .enumValue(let decl, let index, let payload) = value.unboxed, index < decl.cases.count else {
            throw RuntimeError("expected a CoordinateSpace", line: call.line)
        }
        switch decl.cases[index].name {
        case "local": return .local
        case "global": return .global
        default:
            guard let name = payload.first?.unboxed.stringValue else { throw RuntimeError("malformed CoordinateSpace", line: call.line) }
            return .named(name)
        }
    }
}

extension NativeTable {
    /// A `LayoutSubview` measuring itself and recording its placement, through the layout call
    /// it belongs to (`CustomLayoutCalls`).
    static let customLayouts: [String: NativeFunction] = [
        "Layout.measure": { call in
            let size = try call.interpreter.customLayouts.measure(try layoutInteger(call, 0), try layoutInteger(call, 1),
                                                                  ProposedSize(width: try optionalLength(call, 2),
                                                                               height: try optionalLength(call, 3)),
                                                                  line: call.line)
            return call.types.value(size)
        },
        "Layout.place": { call in
            let placement = SubviewPlacement(position: Point(x: try call.number(2), y: try call.number(3)),
                                             anchor: UnitPoint(x: try call.number(4), y: try call.number(5)),
                                             proposal: ProposedSize(width: try optionalLength(call, 6), height: try optionalLength(call, 7)))
            try call.interpreter.customLayouts.place(try layoutInteger(call, 0), try layoutInteger(call, 1), placement, line: call.line)
            return .void
        },
        "Layout.priority": { call in
            .double(try call.interpreter.customLayouts.traits(try layoutInteger(call, 0), try layoutInteger(call, 1), line: call.line).priority)
        },
        "Layout.isSpacer": { call in
            .bool(try call.interpreter.customLayouts.traits(try layoutInteger(call, 0), try layoutInteger(call, 1), line: call.line).isSpacer)
        },
    ]

    /// Argument `index`, an `Int`.
    private static func layoutInteger(_ call: NativeCall, _ index: Int) throws -> Int {
        guard case .int(let value) = try call.argument(index) else { throw RuntimeError("expected an Int", line: call.line) }
        return value
    }

    /// Argument `index`, a length or nil; a length a proposal cannot hold (NaN, negative) is an error.
    private static func optionalLength(_ call: NativeCall, _ index: Int) throws -> Double? {
        if case .null = try call.argument(index) { return nil }
        let length = try call.number(index)
        guard !length.isNaN, length >= 0 else { throw RuntimeError("a proposed length must not be negative or NaN (got \(length))", line: call.line) }
        return length
    }
}

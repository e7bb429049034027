import Canvas
import Foundation

/// A figure export target: a `.png`, `.svg` or `.pdf` path, checked before anything is drawn.
///
/// Its errors never repeat the path: every caller already names it (`save` says
/// "could not save 'fig.jpg': …", `shapebook render` says "cannot write fig.jpg: …").
public struct FigureFile: Sendable {
    /// The formats a figure can be written in.
    public typealias Format = FigureFormat

    /// Why a figure could not be written: what is wrong with the path, without the path itself.
    public struct WriteError: Error, CustomStringConvertible {
        /// The message a person can act on.
        public let description: String
    }

    /// What was written, for the line `shapebook render` prints.
    public struct Written: Sendable, CustomStringConvertible {
        /// The path as given.
        public let path: String
        /// `600×400 px` for a PNG (its pixel size), `300×200 pt` for an SVG or PDF (its size in points).
        public let size: String

        /// `wrote fig.png (600×400 px)`.
        public var description: String { "wrote \(path) (\(size))" }
    }

    /// The path as given (relative paths resolve against the working directory).
    public let path: String
    /// PNG, SVG or PDF, from the extension.
    public let format: Format

    /// A target for `path`.
    /// - Throws: `WriteError` for a path `FigureFormat(savingTo:)` refuses (a control character,
    ///   an extension other than `.png`, `.svg` or `.pdf`).
    public init(path: String) throws {
        do {
            format = try FigureFormat(savingTo: path)
        } catch {
            throw WriteError(description: error.description)
        }
        self.path = path
    }

    /// The absolute directory the file goes into.
    var directory: String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// Checks that the directory the file goes into exists.
    /// - Throws: `WriteError` naming the missing directory (absolute, so a notebook's working
    ///   directory is no guess), or saying that it is a file.
    public func checkDirectory() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw WriteError(description: "there is no directory \(directory)")
        }
        guard isDirectory.boolValue else { throw WriteError(description: "\(directory) is a file, not a directory") }
    }

    /// Draws `figure` at `scale` (PNG pixels per point) and writes it.
    /// - Returns: what was written, with its size.
    /// - Throws: `WriteError` when the directory is missing or the file cannot be written
    ///   (no permission, read-only file system, a directory of that name, a full disk),
    ///   or the renderer's error.
    @discardableResult
    public func write(_ figure: Figure, scale: Double, renderer: any FigureRendering) throws -> Written {
        try write(.figure(figure), scale: scale, renderer: renderer)
    }

    /// Draws `animation` at `scale` and writes it: an animated PNG (APNG) to a `.png` path, an
    /// animated SVG to a `.svg` path (the same bytes a notebook displays), and its first frame to
    /// a `.pdf` path (PDF does not animate).
    /// - Returns: what was written, with its size.
    /// - Throws: `WriteError` when the directory is missing or the file cannot be written,
    ///   or the renderer's error.
    @discardableResult
    public func write(_ animation: AnimatedFigure, scale: Double, renderer: any FigureRendering) throws -> Written {
        try write(.animation(animation), scale: scale, renderer: renderer)
    }

    /// Draws `drawing` at `scale`, writes it, and says how large it is: pixels for a PNG (read
    /// from its header when it has one), points for an SVG or PDF, and an animation's frame count
    /// (but for a PDF, which holds its first frame).
    private func write(_ drawing: Drawing, scale: Double, renderer: any FigureRendering) throws -> Written {
        try checkDirectory()
        let scaled = drawing.scaled(scale)
        let figure = scaled.firstFrame
        let bytes: [UInt8]
        switch format {
        case .png: bytes = try scaled.png(renderer: renderer)
        case .svg: bytes = Array(try scaled.svg(renderer: renderer).utf8)
        case .pdf: bytes = try scaled.pdf(renderer: renderer)
        }
        let size: String
        if format == .png {
            let (width, height) = Self.pixelSize(png: bytes) ?? Self.pixelSize(of: figure)
            size = "\(width)×\(height) px"
        } else {
            let (width, height) = Self.pixelSize(of: figure)
            size = "\(Self.points(Double(width) / figure.scale))×\(Self.points(Double(height) / figure.scale)) pt"
        }
        try writeFile(bytes)
        guard case .animation(let animation) = scaled, format != .pdf else { return Written(path: path, size: size) }
        return Written(path: path, size: size + ", \(animation.sequence.count) frames")
    }

    /// Writes `bytes` with POSIX calls, so that a failure is an `errno` this type can explain.
    private func writeFile(_ bytes: [UInt8]) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(description: Self.explain(errno: errno, directory: directory)) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(description: Self.explain(errno: errno, directory: directory))
            }
            offset += written
        }
    }

    /// A sentence for a failed `open` or `write` of a file in `directory`.
    static func explain(errno code: Int32, directory: String) -> String {
        switch code {
        case EACCES, EPERM: "no permission to write in \(directory)"
        case EROFS: "\(directory) is on a read-only file system"
        case EISDIR: "a directory already has that name"
        case ENOENT, ENOTDIR:
            // The directory was checked just before: if it is there, its file system (such as
            // /proc) refuses new files.
            FileManager.default.fileExists(atPath: directory)
                ? "\(directory) does not accept new files" : "there is no directory \(directory)"
        case ENOSPC, EDQUOT: "no space left on the device"
        default: String(cString: strerror(code))
        }
    }

    /// Width and height from a PNG's IHDR chunk, or nil if `bytes` is not a PNG.
    static func pixelSize(png bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return nil
        }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    /// The renderer's pixel size for `figure`: `ceil(size × scale)`, at least 1 (Render's rule,
    /// with its 1e-9 allowance for a product that lands a hair above a whole number).
    static func pixelSize(of figure: Figure) -> (Int, Int) {
        let size = figure.displayList.size
        func pixels(_ length: Double) -> Int {
            let value = (length * figure.scale - 1e-9).rounded(.up)
            return value.isFinite ? max(1, Int(min(value, 1e9))) : 1
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// A length in points rounded to 0.01 pt, without trailing zeros (`150`, `133.33`).
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(format: "%.2f", rounded).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }
}

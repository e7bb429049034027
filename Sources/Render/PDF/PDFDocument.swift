internal import CPNG
import Foundation

/// The object table of a PDF file, and its serialisation: header, numbered objects, the
/// cross-reference table and the trailer (PDF 1.4, ISO 32000-1 §7.5).
///
/// Objects are reserved first and filled in later, so a dictionary can refer to an object that is
/// written after it (the page's resources, which grow while the content is written). Streams are
/// compressed with zlib (`/FlateDecode`) when that makes them smaller.
struct PDFDocument {
    /// Whether streams are compressed (the tests read them uncompressed).
    var compressesStreams = true
    /// The body of each object (what goes between `n 0 obj` and `endobj`), by number − 1.
    private var bodies: [[UInt8]] = []

    /// A new object number whose body is set later with `set(_:_:)`.
    mutating func reserve() -> Int {
        bodies.append([])
        return bodies.count
    }

    /// Adds an object with `body` (a dictionary, array or number as PDF text) and returns its number.
    mutating func add(_ body: String) -> Int {
        let number = reserve()
        set(number, body)
        return number
    }

    /// Adds a stream object: `dictionary` (its entries without the `<<` `>>`, and without
    /// `/Length` or `/Filter`) and its data, compressed when that saves space.
    mutating func addStream(_ dictionary: String, _ data: [UInt8]) -> Int {
        let number = reserve()
        setStream(number, dictionary, data)
        return number
    }

    /// Sets the body of a reserved object.
    mutating func set(_ number: Int, _ body: String) {
        bodies[number - 1] = Array(body.utf8)
    }

    /// Sets a reserved object to a stream (see `addStream`).
    mutating func setStream(_ number: Int, _ dictionary: String, _ data: [UInt8]) {
        let compressed = compressesStreams ? Self.deflated(data) : nil
        let payload = compressed ?? data
        let filter = compressed == nil ? "" : " /Filter /FlateDecode"
        var body = Array("<<\(dictionary.isEmpty ? "" : dictionary + " ")/Length \(payload.count)\(filter)>>\nstream\n".utf8)
        body += payload
        body += Array("\nendstream".utf8)
        bodies[number - 1] = body
    }

    /// The whole file, with `root` as the catalogue and `info` as the document information.
    func serialized(root: Int, info: Int?) -> [UInt8] {
        // The comment's bytes above 127 tell file tools that the file is binary (§7.5.2).
        var bytes = Array("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
        var offsets: [Int] = []
        for (index, body) in bodies.enumerated() {
            offsets.append(bytes.count)
            bytes += Array("\(index + 1) 0 obj\n".utf8)
            bytes += body
            bytes += Array("\nendobj\n".utf8)
        }
        let table = bytes.count
        var xref = "xref\n0 \(bodies.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            let digits = String(offset)
            xref += String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n \n"
        }
        xref += "trailer\n<</Size \(bodies.count + 1) /Root \(root) 0 R\(info.map { " /Info \($0) 0 R" } ?? "")>>\n"
        xref += "startxref\n\(table)\n%%EOF\n"
        return bytes + Array(xref.utf8)
    }

    /// `data` in zlib format at level 9, or nil when that is not smaller (or zlib fails).
    static func deflated(_ data: [UInt8]) -> [UInt8]? {
        guard data.count > 32 else { return nil }
        var length = compressBound(uLong(data.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                compress2(out.baseAddress, &length, input.baseAddress, uLong(input.count), 9)
            }
        }
        guard status == Z_OK, Int(length) < data.count else { return nil }
        return Array(output[0..<Int(length)])
    }

    /// `text` as a PDF text string: a literal `(…)` for printable ASCII (with `\\`, `(` and `)`
    /// escaped), otherwise UTF-16BE with a byte-order mark in hex, as §7.9.2.2 allows.
    static func textString(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ (" "..."~").contains($0) }) {
            var result = "("
            for character in text {
                if character == "\\" || character == "(" || character == ")" { result.append("\\") }
                result.append(character)
            }
            return result + ")"
        }
        let hexDigits = Array("0123456789ABCDEF")
        var result = "<FEFF"
        for unit in text.utf16 {
            for shift in [12, 8, 4, 0] { result.append(hexDigits[Int(unit >> UInt16(shift)) & 15]) }
        }
        return result + ">"
    }
}

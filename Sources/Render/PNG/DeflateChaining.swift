internal import CPNG
internal import CPNGWriter

/// Swift's handle on the deflate stream walker that chains the parallel PNG encoder's parts
/// (`Sources/CPNGWriter/deflate_join.c`), so its handling of any bytes can be tested directly.
enum DeflateChaining {
    /// `stream` (a complete raw deflate stream) made continuable: its final block no longer
    /// final, then an empty stored block ending on a byte boundary; nil when `stream` is not a
    /// complete, well-formed deflate stream.
    static func continuable(_ stream: [UInt8]) -> [UInt8]? {
        var bytes = stream + [UInt8](repeating: 0, count: 8)
        var size = stream.count
        let status = bytes.withUnsafeMutableBufferPointer { buffer in
            shapebook_deflate_make_continuable(buffer.baseAddress, &size, buffer.count)
        }
        return status == 0 ? Array(bytes.prefix(size)) : nil
    }
}

internal import CPNG
internal import CPNGWriter

/// Swift's handle on figure deflate (`Sources/CPNGWriter/figure_deflate.c`), the PNG encoder's own
/// compressor for rendered figures, so that its streams can be tested directly.
enum FigureDeflate {
    /// `bytes` (PNG rows of `rowBytes` each, pixels of `bytesPerPixel`) as raw deflate: a complete
    /// stream when `final`, else a continuable one; `vectorScan` false takes the one-position-at-a-
    /// time path of targets without SSE2.
    static func compress(_ bytes: [UInt8], rowBytes: Int, bytesPerPixel: Int, final: Bool = true,
                         vectorScan: Bool = true) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: shapebook_figure_deflate_bound(bytes.count))
        var scratch = [UInt32](repeating: 0, count: shapebook_figure_deflate_scratch_size() / 4)
        let size = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                scratch.withUnsafeMutableBytes { scratch in
                    shapebook_figure_deflate(input.baseAddress, input.count, rowBytes, Int32(bytesPerPixel), final ? 1 : 0,
                                   vectorScan ? 1 : 0, out.baseAddress, scratch.baseAddress)
                }
            }
        }
        return Array(output.prefix(size))
    }

    /// `stream` inflated by libdeflate's decompressor (an independent, strict decoder) to exactly
    /// `size` bytes, or nil when it is not a valid raw deflate stream of that size.
    static func inflate(_ stream: [UInt8], size: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: max(size, 1))
        var actual = 0
        let result = stream.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_deflate_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, size, &actual)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, actual == size else { return nil }
        return Array(output.prefix(size))
    }
}

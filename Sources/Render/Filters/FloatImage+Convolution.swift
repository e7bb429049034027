extension FloatImage {
    /// The image convolved along rows with `horizontal` and along columns with `vertical`, over
    /// the same rectangle; pixels outside it count as transparent.
    ///
    /// Each pass adds shifted copies of whole rows (or whole images, for the vertical pass)
    /// times one weight: contiguous multiply-adds, the same work as a tap-by-tap sum.
    func convolved(horizontal: GaussianKernel, vertical: GaussianKernel) -> FloatImage {
        let width = rect.width, height = rect.height, channels = self.channels
        var across = FloatImage(rect: rect, channels: channels)
        let rowLength = width * channels
        samples.withUnsafeBufferPointer { source in
            across.samples.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for (k, weight) in horizontal.weights.enumerated() where weight != 0 {
                    // out[x] += w · in[x − shift]
                    let shift = horizontal.first + k
                    let start = max(0, shift), end = min(width, width + shift)
                    guard start < end else { continue }
                    let count = (end - start) * channels
                    for row in 0..<height {
                        let out = to + row * rowLength + start * channels
                        let input = from + row * rowLength + (start - shift) * channels
                        for i in 0..<count { out[i] += weight * input[i] }
                    }
                }
            }
        }
        var down = FloatImage(rect: rect, channels: channels)
        across.samples.withUnsafeBufferPointer { source in
            down.samples.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for (k, weight) in vertical.weights.enumerated() where weight != 0 {
                    let shift = vertical.first + k
                    let start = max(0, shift), end = min(height, height + shift)
                    guard start < end else { continue }
                    let out = to + start * rowLength
                    let input = from + (start - shift) * rowLength
                    for i in 0..<((end - start) * rowLength) { out[i] += weight * input[i] }
                }
            }
        }
        return down
    }
}

import Geometry

extension FloatImage {
    /// The image convolved along rows with `horizontal` and along columns with `vertical`, over
    /// the same rectangle; pixels outside it count as transparent.
    ///
    /// Each pass adds shifted copies of the samples times one weight per tap: row by row across
    /// (a shift of whole pixels within each row), and the whole image at once down (a shift of
    /// whole rows): contiguous multiply-adds, the same work as a tap-by-tap sum.
    ///
    /// A blur of a large σ on a large layer takes a tap per pixel of reach: once the thread's
    /// `ResourceContext` is interrupted it stops early (asked every million samples), and the
    /// rasterizer's next checkpoint throws the unfinished image away.
    func convolved(horizontal: GaussianKernel, vertical: GaussianKernel) -> FloatImage {
        convolved(horizontal: .exact(horizontal), vertical: .exact(vertical))
    }

    /// The image blurred along rows by `horizontal` and along columns by `vertical`, over the
    /// same rectangle; pixels outside it count as transparent.
    func convolved(horizontal: AxisBlur, vertical: AxisBlur) -> FloatImage {
        let width = rect.width, height = rect.height, rowLength = width * channels
        let across = Self.pass(samples, horizontal, length: width, step: channels, rows: height, rowLength: rowLength)
        let down = Self.pass(across, vertical, length: height, step: rowLength, rows: 1, rowLength: height * rowLength)
        return FloatImage(rect: rect, channels: channels, samples: down)
    }

    /// `input` blurred by `blur` along an axis of `length` positions `step` samples apart, in
    /// each of `rows` runs of `rowLength` samples.
    private static func pass(_ input: [Float], _ blur: AxisBlur, length: Int, step: Int, rows: Int, rowLength: Int) -> [Float] {
        switch blur {
        case .exact(let kernel):
            return shiftedSum(of: input, kernel: kernel, length: length, step: step, rows: rows, rowLength: rowLength)
        case .boxes(let boxes, let shift):
            var result = input
            for box in boxes.boxes {
                result = boxSum(of: result, box: box, length: length, step: step, rows: rows, rowLength: rowLength)
            }
            // A whole-pixel shift of zero is the identity: no pass.
            guard shift.first != 0 || shift.weights != [1] else { return result }
            return shiftedSum(of: result, kernel: shift, length: length, step: step, rows: rows, rowLength: rowLength)
        }
    }

    /// How many multiply-adds a convolution pass does between two looks at the interrupt.
    static let samplesBetweenChecks = 1 << 20

    /// Σₖ wₖ · (the samples moved by first + k positions) along an axis of `length` positions
    /// `step` samples apart, in each of `rows` runs of `rowLength` samples; positions moved in
    /// from outside count as zero.
    private static func shiftedSum(of input: [Float], kernel: GaussianKernel, length: Int, step: Int, rows: Int, rowLength: Int) -> [Float] {
        var output = [Float](repeating: 0, count: input.count)
        let resources = ResourceContext.current
        var samplesSinceCheck = 0
        input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for (k, weight) in kernel.weights.enumerated() where weight != 0 {
                    // out[i] += w · in[i − shift]
                    let shift = kernel.first + k
                    let start = max(0, shift), end = min(length, length + shift)
                    guard start < end else { continue }
                    let count = (end - start) * step
                    for row in 0..<rows {
                        let out = to + row * rowLength + start * step
                        let read = from + row * rowLength + (start - shift) * step
                        var chunk = 0
                        while chunk < count {
                            let end = min(count, chunk + Self.samplesBetweenChecks)
                            for i in chunk..<end { out[i] += weight * read[i] }
                            samplesSinceCheck += end - chunk
                            chunk = end
                            if samplesSinceCheck >= Self.samplesBetweenChecks {
                                samplesSinceCheck = 0
                                if resources?.isInterruptRequested == true { return }
                            }
                        }
                    }
                }
            }
        }
        return output
    }
}

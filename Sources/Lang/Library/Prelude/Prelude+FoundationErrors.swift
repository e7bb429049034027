extension Prelude {
    /// What Foundation adds to errors and numbers that pasted code uses: `NSError`, `LocalizedError`,
    /// `localizedDescription` on every `Error` (in the words swift-corelibs-foundation writes,
    /// which swiftc's programs on this machine print), `M_PI`, `M_E` and C's other math constants,
    /// and C's `arc4random` functions.
    static let foundationErrors = #"""
    /// π, as Foundation's `M_PI` (swiftc calls it deprecated in favour of `Double.pi`).
    let M_PI: Double = Double.pi
    /// e, as the C library's `M_E` that Foundation brings in.
    let M_E: Double = 2.7182818284590452354
    /// log₂ e, as C's `M_LOG2E`.
    let M_LOG2E: Double = 1.4426950408889634074
    /// log₁₀ e, as C's `M_LOG10E`.
    let M_LOG10E: Double = 0.43429448190325182765
    /// ln 2, as C's `M_LN2`.
    let M_LN2: Double = 0.69314718055994530942
    /// ln 10, as C's `M_LN10`.
    let M_LN10: Double = 2.30258509299404568402
    /// π/2, as C's `M_PI_2`.
    let M_PI_2: Double = 1.57079632679489661923
    /// π/4, as C's `M_PI_4`.
    let M_PI_4: Double = 0.78539816339744830962
    /// 1/π, as C's `M_1_PI`.
    let M_1_PI: Double = 0.31830988618379067154
    /// 2/π, as C's `M_2_PI`.
    let M_2_PI: Double = 0.63661977236758134308
    /// 2/√π, as C's `M_2_SQRTPI`.
    let M_2_SQRTPI: Double = 1.12837916709551257390
    /// √2, as C's `M_SQRT2`.
    let M_SQRT2: Double = 1.41421356237309504880
    /// 1/√2, as C's `M_SQRT1_2`.
    let M_SQRT1_2: Double = 0.70710678118654752440

    /// A random number below `upperBound` (0 for 0), as C's `arc4random_uniform`, which
    /// Foundation brings in; from the session's generator.
    func arc4random_uniform(_ upperBound: UInt32) -> UInt32 {
        upperBound == 0 ? 0 : UInt32(Int.random(in: 0..<Int(upperBound)))
    }

    /// A random 32-bit number, as C's `arc4random`; from the session's generator.
    func arc4random() -> UInt32 {
        UInt32(Int.random(in: 0...0xFFFF_FFFF))
    }

    /// The `userInfo` key of an error's own description.
    let NSLocalizedDescriptionKey = "NSLocalizedDescription"

    /// An error of a domain and a code, as Foundation's `NSError`.
    class NSError: Error {
        /// The error's domain, such as `"NSCocoaErrorDomain"`.
        let domain: String
        /// The error's code within its domain.
        let code: Int
        /// What else the error carries; `NSLocalizedDescriptionKey` gives its description.
        let userInfo: [String: Any]

        /// An error of `domain` and `code`.
        init(domain: String, code: Int, userInfo: [String: Any]? = nil) {
            self.domain = domain
            self.code = code
            self.userInfo = userInfo ?? [:]
        }

        /// The `NSLocalizedDescriptionKey` text, or Foundation's sentence naming the domain and code.
        var localizedDescription: String {
            if let text = userInfo[NSLocalizedDescriptionKey] as? String { return text }
            return "The operation could not be completed. (\(domain) error \(code).)"
        }
    }

    /// The code Foundation gives an error of your own: an enum case's tag (cases with associated
    /// values first), 1 for another type.
    @_native("Error.code") func _errorCode(_ error: any Error) -> Int

    /// An error that describes itself for people: `localizedDescription` is its
    /// `errorDescription` when it gives one.
    protocol LocalizedError: Error {
        /// What went wrong, in a sentence.
        var errorDescription: String? { get }
        /// Why it went wrong.
        var failureReason: String? { get }
        /// What the user might do about it.
        var recoverySuggestion: String? { get }
        /// A help-book anchor.
        var helpAnchor: String? { get }
    }

    extension LocalizedError {
        /// None unless the error gives one.
        var errorDescription: String? { nil }
        /// None unless the error gives one.
        var failureReason: String? { nil }
        /// None unless the error gives one.
        var recoverySuggestion: String? { nil }
        /// None unless the error gives one.
        var helpAnchor: String? { nil }
    }

    extension Error {
        /// A description of the error: an `NSError`'s own, a `LocalizedError`'s
        /// `errorDescription`, Foundation's sentence for a coding error's code in
        /// NSCocoaErrorDomain, or its sentence naming the error's type and code
        /// (`"The operation could not be completed. (main.E error 1.)"`).
        var localizedDescription: String {
            if let error = self as? NSError { return error.localizedDescription }
            if let error = self as? LocalizedError, let text = error.errorDescription { return text }
            if let error = self as? DecodingError {
                // A key or value not there is code 4865, anything else 4864 (as an EncodingError is 4866).
                switch error {
                case .keyNotFound, .valueNotFound: return "The operation could not be completed. The data is missing."
                default: return "The operation could not be completed. The data isn’t in the correct format."
                }
            }
            if self is EncodingError { return "The operation could not be completed. The data isn’t in the correct format." }
            return "The operation could not be completed. (\(String(reflecting: type(of: self))) error \(_errorCode(self)).)"
        }
    }
    """#
}

extension Prelude {
    /// What Foundation adds to errors and numbers that pasted code uses: `NSError`,
    /// `localizedDescription` on every `Error` (in the words swift-corelibs-foundation writes,
    /// which swiftc's programs on this machine print) and `M_PI`.
    static let foundationErrors = #"""
    /// π, as Foundation's `M_PI` (swiftc calls it deprecated in favour of `Double.pi`).
    let M_PI: Double = Double.pi

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

    extension Error {
        /// A description of the error: an `NSError`'s own, or Foundation's sentence naming the
        /// error's type and code (`"The operation could not be completed. (main.E error 1.)"`).
        var localizedDescription: String {
            if let error = self as? NSError { return error.localizedDescription }
            return "The operation could not be completed. (\(String(reflecting: type(of: self))) error \(_errorCode(self)).)"
        }
    }
    """#
}

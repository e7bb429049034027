extension Prelude {
    /// The standard library's `Result`: a success or a failure, switched over or unwrapped by `get()`.
    static let result = #"""
    /// A value that is either a success holding `Success` or a failure holding an error.
    enum Result<Success, Failure: Error> {
        /// A success, holding its value.
        case success(Success)
        /// A failure, holding its error.
        case failure(Failure)

        /// The success value, or throws the failure's error.
        func get() throws -> Success {
            switch self {
            case .success(let value): return value
            case .failure(let error): throw error
            }
        }

        /// A success transformed by `transform`; a failure stays as it is.
        func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
            switch self {
            case .success(let value): return .success(transform(value))
            case .failure(let error): return .failure(error)
            }
        }

        /// A failure's error transformed by `transform`; a success stays as it is.
        func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
            switch self {
            case .success(let value): return .success(value)
            case .failure(let error): return .failure(transform(error))
            }
        }

        /// A success passed to `transform`, which gives the new result; a failure stays as it is.
        func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
            switch self {
            case .success(let value): return transform(value)
            case .failure(let error): return .failure(error)
            }
        }
    }

    /// A result is equal to another when both succeed with equal values or fail with equal errors.
    extension Result: Equatable where Success: Equatable, Failure: Equatable {}

    /// A result hashes as its case and its value.
    extension Result: Hashable where Success: Hashable, Failure: Hashable {}

    extension Result where Failure == Never {
        /// The value `body` returns, as `.success`: a closure that cannot throw gives a
        /// `Result<Success, Never>`, as Swift's typed `throws(Failure)` infers it.
        init(catching body: () -> Success) {
            self = .success(body())
        }
    }

    extension Result where Failure == any Error {
        /// The result of calling `body`: its value as `.success`, or the error it throws as `.failure`.
        init(catching body: () throws -> Success) {
            do { self = .success(try body()) } catch { self = .failure(error) }
        }
    }
    """#
}

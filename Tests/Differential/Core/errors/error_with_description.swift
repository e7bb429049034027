// An error type with a description, printed from catch.
struct ValidationError: Error, CustomStringConvertible {
    var field: String
    var description: String { "invalid \(field)" }
}
do {
    throw ValidationError(field: "email")
} catch {
    print(error)
    print(error is ValidationError)
    if let v = error as? ValidationError { print(v.field) }
}

// expect: invalid email
// expect: true
// expect: email

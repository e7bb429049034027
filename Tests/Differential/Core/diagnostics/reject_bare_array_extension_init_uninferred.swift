// `Array(empty:)` of `extension Array { init(empty: Bool) }` with nothing to tell its element type.
print("this program must not run")
extension Array {
    init(empty: Bool) { self = [] }
}
print(Array(empty: true))

// expect error: generic parameter 'Element' could not be inferred

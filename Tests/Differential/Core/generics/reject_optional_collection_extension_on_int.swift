// An `Optional where Wrapped: Collection` member on an `Int?` is refused.
print("this program must not run")
extension Optional where Wrapped: Collection {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
let count: Int? = 3
print(count.isNilOrEmpty)

// expect error: property 'isNilOrEmpty' requires that 'Int' conform to 'Collection'

// `T.ID` is the conformer's own type, known only to be Hashable: it is not an Int in the body.
print("this program must not run")
struct User: Identifiable { let id: Int }
func number<T: Identifiable>(_ x: T) -> Int {
    let n: Int = x.id
    return n
}
print(number(User(id: 1)))

// expect error: cannot convert value of type 'T.ID' to specified type 'Int'

// lastIndex is BidirectionalCollection's: a program's forward-only Collection lacks it.
print("this program must not run")
struct Evens: Collection {
    var startIndex: Int { 2 }
    var endIndex: Int { 10 }
    func index(after i: Int) -> Int { i + 2 }
    subscript(i: Int) -> Int { i * 10 }
}
print(Evens().lastIndex(of: 40) as Any)

// expect error: value of type 'Evens' has no member 'lastIndex'

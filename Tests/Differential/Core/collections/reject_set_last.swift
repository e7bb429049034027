// A Set is no BidirectionalCollection: it has `first` but no `last`.
print("this program must not run")
let s: Set<Int> = [1, 2]
print(s.first != nil)
print(s.last as Any)

// expect error: value of type 'Set<Int>' has no member 'last'

// Two elements of one array passed to swap(_:_:): swiftc rejects the overlapping accesses and
// advises swapAt, whatever the indices evaluate to.
print("this program must not run")
var log: [String] = []
func i() -> Int { log.append("i"); return 0 }
func j() -> Int { log.append("j"); return 2 }
var a = [1, 2, 3]
swap(&a[i()], &a[j()])
print(log, a)

// expect error: overlapping accesses to 'a', but modification requires exclusive access; consider calling MutableCollection.swapAt(_:_:)

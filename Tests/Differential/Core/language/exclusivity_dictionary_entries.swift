// Two entries of one dictionary passed to swap(_:_:): each is an access to the whole dictionary,
// which swiftc rejects before it runs (advising a copy, not swapAt).
print("this program must not run")
var d = ["a": 1, "b": 2]
swap(&d["a"], &d["b"])
print(d)

// expect error: overlapping accesses to 'd', but modification requires exclusive access; consider copying to a local variable

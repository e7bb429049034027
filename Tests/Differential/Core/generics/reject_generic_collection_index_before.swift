// A Collection parameter steps only forward: index(before:) needs C: BidirectionalCollection.
print("this program must not run")
func penultimate<C: Collection>(_ c: C) -> C.Element { c[c.index(before: c.endIndex)] }
print(penultimate([1, 2, 3]))

// expect error: incorrect argument label in call (have 'before:', expected 'after:')

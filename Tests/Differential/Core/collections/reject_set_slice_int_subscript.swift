// A Slice<Set<Int>> is subscripted by its base's Set<Int>.Index; an Int literal is not one.
print("this program must not run")
let set: Set<Int> = [4, 5]
let sl = set.dropFirst(1)
print(sl[0])

// expect error: no exact matches in call to subscript

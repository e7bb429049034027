// A Set's subscript takes a Set<Int>.Index, not an Int offset.
print("this program must not run")
let s: Set<Int> = [5]
print(s[0])

// expect error: no exact matches in call to subscript

// `flatMap { $0.count }` over whereSeparator pieces ties the two `split`s as `map` does.
print("this program must not run")
let text = "draw,the ring"
print(text.split(whereSeparator: { $0 == "," || $0 == " " }).flatMap { $0.count })

// expect error: ambiguous use of 'split(maxSplits:omittingEmptySubsequences:whereSeparator:)'

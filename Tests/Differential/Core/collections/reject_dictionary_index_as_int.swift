// A Dictionary's startIndex is a Dictionary<String, Int>.Index, which no Int annotation takes.
print("this program must not run")
let d = ["a": 1]
let j: Int = d.startIndex
print(j)

// expect error: cannot convert value of type 'Dictionary<String, Int>.Index' to specified type 'Int'

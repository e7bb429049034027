// [key, default:] for counting and grouping.
let text = "the cat and the hat and the bat"
var counts: [String: Int] = [:]
for word in text.split(separator: " ") {
    counts[String(word), default: 0] += 1
}
for key in counts.keys.sorted() { print(key, counts[key]!) }
var groups: [Int: [String]] = [:]
for word in ["a", "bb", "cc", "d"] { groups[word.count, default: []].append(word) }
print(groups[1]!, groups[2]!, groups[3, default: ["none"]])

// expect: and 2
// expect: bat 1
// expect: cat 1
// expect: hat 1
// expect: the 3
// expect: ["a", "d"] ["bb", "cc"] ["none"]

// An enum with its own failable initialiser.
enum Grade {
    case pass, fail
    init?(score: Int) {
        if score < 0 || score > 100 { return nil }
        self = score >= 50 ? .pass : .fail
    }
}
print(Grade(score: 70) as Any, Grade(score: 20) as Any, Grade(score: 200) as Any)

// expect: Optional(main.Grade.pass) Optional(main.Grade.fail) nil

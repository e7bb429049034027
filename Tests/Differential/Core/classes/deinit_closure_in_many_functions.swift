// Each function's object a local closure reads ends with its do-block, however many functions came before.
class Res {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("deinit", n) }
}
func reader1(_ a: Int, _ b: Int) -> Int { a * b + 1 }
func probe1() {
    do {
        let r = Res(1)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 1", reader1(1, 2))
}
func reader2(_ a: Int, _ b: Int) -> Int { a * b + 2 }
func probe2() {
    do {
        let r = Res(2)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 2", reader2(1, 2))
}
func reader3(_ a: Int, _ b: Int) -> Int { a * b + 3 }
func probe3() {
    do {
        let r = Res(3)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 3", reader3(1, 2))
}
func reader4(_ a: Int, _ b: Int) -> Int { a * b + 4 }
func probe4() {
    do {
        let r = Res(4)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 4", reader4(1, 2))
}
func reader5(_ a: Int, _ b: Int) -> Int { a * b + 5 }
func probe5() {
    do {
        let r = Res(5)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 5", reader5(1, 2))
}
func reader6(_ a: Int, _ b: Int) -> Int { a * b + 6 }
func probe6() {
    do {
        let r = Res(6)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 6", reader6(1, 2))
}
func reader7(_ a: Int, _ b: Int) -> Int { a * b + 7 }
func probe7() {
    do {
        let r = Res(7)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 7", reader7(1, 2))
}
func reader8(_ a: Int, _ b: Int) -> Int { a * b + 8 }
func probe8() {
    do {
        let r = Res(8)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 8", reader8(1, 2))
}
func reader9(_ a: Int, _ b: Int) -> Int { a * b + 9 }
func probe9() {
    do {
        let r = Res(9)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 9", reader9(1, 2))
}
func reader10(_ a: Int, _ b: Int) -> Int { a * b + 10 }
func probe10() {
    do {
        let r = Res(10)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 10", reader10(1, 2))
}
func reader11(_ a: Int, _ b: Int) -> Int { a * b + 11 }
func probe11() {
    do {
        let r = Res(11)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 11", reader11(1, 2))
}
func reader12(_ a: Int, _ b: Int) -> Int { a * b + 12 }
func probe12() {
    do {
        let r = Res(12)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 12", reader12(1, 2))
}
func reader13(_ a: Int, _ b: Int) -> Int { a * b + 13 }
func probe13() {
    do {
        let r = Res(13)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 13", reader13(1, 2))
}
func reader14(_ a: Int, _ b: Int) -> Int { a * b + 14 }
func probe14() {
    do {
        let r = Res(14)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 14", reader14(1, 2))
}
func reader15(_ a: Int, _ b: Int) -> Int { a * b + 15 }
func probe15() {
    do {
        let r = Res(15)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 15", reader15(1, 2))
}
func reader16(_ a: Int, _ b: Int) -> Int { a * b + 16 }
func probe16() {
    do {
        let r = Res(16)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 16", reader16(1, 2))
}
func reader17(_ a: Int, _ b: Int) -> Int { a * b + 17 }
func probe17() {
    do {
        let r = Res(17)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 17", reader17(1, 2))
}
func reader18(_ a: Int, _ b: Int) -> Int { a * b + 18 }
func probe18() {
    do {
        let r = Res(18)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 18", reader18(1, 2))
}
func reader19(_ a: Int, _ b: Int) -> Int { a * b + 19 }
func probe19() {
    do {
        let r = Res(19)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 19", reader19(1, 2))
}
func reader20(_ a: Int, _ b: Int) -> Int { a * b + 20 }
func probe20() {
    do {
        let r = Res(20)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 20", reader20(1, 2))
}
func reader21(_ a: Int, _ b: Int) -> Int { a * b + 21 }
func probe21() {
    do {
        let r = Res(21)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 21", reader21(1, 2))
}
func reader22(_ a: Int, _ b: Int) -> Int { a * b + 22 }
func probe22() {
    do {
        let r = Res(22)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 22", reader22(1, 2))
}
func reader23(_ a: Int, _ b: Int) -> Int { a * b + 23 }
func probe23() {
    do {
        let r = Res(23)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 23", reader23(1, 2))
}
func reader24(_ a: Int, _ b: Int) -> Int { a * b + 24 }
func probe24() {
    do {
        let r = Res(24)
        let g = { (k: Int) -> Int in r.n * k }
        _ = g(1)
    }
    print("after 24", reader24(1, 2))
}
for probe in [probe1, probe2, probe3, probe4, probe5, probe6, probe7, probe8, probe9, probe10, probe11, probe12, probe13, probe14, probe15, probe16, probe17, probe18, probe19, probe20, probe21, probe22, probe23, probe24] { probe() }

// expect: deinit 1
// expect: after 1 3
// expect: deinit 2
// expect: after 2 4
// expect: deinit 3
// expect: after 3 5
// expect: deinit 4
// expect: after 4 6
// expect: deinit 5
// expect: after 5 7
// expect: deinit 6
// expect: after 6 8
// expect: deinit 7
// expect: after 7 9
// expect: deinit 8
// expect: after 8 10
// expect: deinit 9
// expect: after 9 11
// expect: deinit 10
// expect: after 10 12
// expect: deinit 11
// expect: after 11 13
// expect: deinit 12
// expect: after 12 14
// expect: deinit 13
// expect: after 13 15
// expect: deinit 14
// expect: after 14 16
// expect: deinit 15
// expect: after 15 17
// expect: deinit 16
// expect: after 16 18
// expect: deinit 17
// expect: after 17 19
// expect: deinit 18
// expect: after 18 20
// expect: deinit 19
// expect: after 19 21
// expect: deinit 20
// expect: after 20 22
// expect: deinit 21
// expect: after 21 23
// expect: deinit 22
// expect: after 22 24
// expect: deinit 23
// expect: after 23 25
// expect: deinit 24
// expect: after 24 26

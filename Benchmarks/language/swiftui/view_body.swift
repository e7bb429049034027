// A 30-view SwiftUI body (VStack of HStacks, ifs, a switch, a ForEach over 100 items) evaluated
// 500 times: the view builder's run-time cost (docs/benchmarks.md, builderspeed29). Swift against the
// SwiftUI stub (Tests/SwiftUIStub); with 0 iterations it gives the process without the bodies.
import SwiftUI

enum Mode { case compact, regular, wide }

struct Dashboard: View {
    var showHeader: Bool
    var showFooter: Bool
    var mode: Mode
    let items = Array(0..<100)

    var body: some View {
        VStack(spacing: 4) {
            if showHeader {
                HStack {
                    Text("Title")
                    Spacer()
                    Circle().frame(width: 10, height: 10)
                }
            }
            HStack {
                Rectangle().fill(Color.red).frame(width: 20, height: 20)
                Rectangle().fill(Color.green).frame(width: 20, height: 20)
                if mode == .wide {
                    Rectangle().fill(Color.blue).frame(width: 40, height: 20)
                } else {
                    Rectangle().fill(Color.blue).frame(width: 20, height: 20)
                }
                Circle().frame(width: 20, height: 20)
            }
            HStack(spacing: 2) {
                ForEach(items, id: \.self) { item in
                    Rectangle().frame(width: 2, height: CGFloat(item % 10 + 1))
                }
            }
            switch mode {
            case .compact:
                Text("compact")
                Circle().frame(width: 8, height: 8)
            case .regular:
                Text("regular")
                Capsule().frame(width: 30, height: 8)
            case .wide:
                Text("wide")
                Ellipse().frame(width: 40, height: 8)
            }
            HStack {
                Text("a")
                Text("b")
                if showFooter {
                    Text("c")
                    Text("d")
                }
                Text("e")
            }
            HStack {
                Circle()
                Rectangle()
                RoundedRectangle(cornerRadius: 4)
                Capsule()
                Ellipse()
            }
            if showFooter {
                HStack {
                    Text("footer")
                    Spacer()
                    Text("end")
                }
            }
        }
    }
}

var count = 0
for i in 0..<500 {
    let view = Dashboard(showHeader: i % 2 == 0, showFooter: i % 3 == 0, mode: i % 3 == 0 ? .compact : (i % 3 == 1 ? .regular : .wide))
    _ = view.body
    count += 1
}
print(count)

# The program of segments.swift in CPython: 10,000 segments as dataclass values, folded by `match`.
import dataclasses
import math


@dataclasses.dataclass(slots=True)
class Point:
    x: float
    y: float

    def distance(self, other):
        dx = other.x - self.x
        dy = other.y - self.y
        return math.sqrt(dx * dx + dy * dy)


@dataclasses.dataclass(slots=True)
class Move:
    to: Point


@dataclasses.dataclass(slots=True)
class Line:
    to: Point


@dataclasses.dataclass(slots=True)
class Quad:
    to: Point
    control: Point


@dataclasses.dataclass(slots=True)
class Curve:
    to: Point
    control1: Point
    control2: Point


@dataclasses.dataclass(slots=True)
class Close:
    pass


@dataclasses.dataclass(slots=True)
class Summary:
    length: float = 0.0
    min_x: float = math.inf
    max_x: float = -math.inf
    counts: list = dataclasses.field(default_factory=lambda: [0, 0, 0, 0, 0])

    def include(self, point):
        self.min_x = min(self.min_x, point.x)
        self.max_x = max(self.max_x, point.x)


segments = []
for i in range(10_000):
    point = Point(float(i % 100), float(i // 100))
    kind = i % 5
    if kind == 0:
        segments.append(Move(point))
    elif kind == 1:
        segments.append(Line(point))
    elif kind == 2:
        segments.append(Quad(point, Point(point.x + 0.5, point.y - 0.5)))
    elif kind == 3:
        segments.append(Curve(point, Point(point.x + 1, point.y), Point(point.x, point.y + 1)))
    else:
        segments.append(Close())

summary = Summary()
current = Point(0.0, 0.0)
start = current
for segment in segments:
    match segment:
        case Move(to):
            summary.counts[0] += 1
            start = to
            current = to
        case Line(to):
            summary.counts[1] += 1
            summary.length += current.distance(to)
            current = to
        case Quad(to, control):
            summary.counts[2] += 1
            summary.length += current.distance(control) + control.distance(to)
            summary.include(control)
            current = to
        case Curve(to, control1, control2):
            summary.counts[3] += 1
            summary.length += current.distance(control1) + control1.distance(control2) + control2.distance(to)
            summary.include(control1)
            summary.include(control2)
            current = to
        case Close():
            summary.counts[4] += 1
            summary.length += current.distance(start)
            current = start
    summary.include(current)
print(f"[{', '.join(map(str, summary.counts))}] {summary.min_x} {summary.max_x}")
print(int(summary.length))

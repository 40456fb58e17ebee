import RealModule

/// A 3-D affine map: x' = xx·x + yx·y + zx·z + tx, and likewise for y' and z'.
///
/// Coordinates are CSS's: x right, y down, z towards the viewer. ``cssMatrix`` gives the 16 numbers of CSS
/// `matrix3d()`, column by column.
@usableFromInline
struct Transform3D: Hashable, Sendable, WireUnion {
    /// Where the x axis goes.
    var xx, xy, xz: Double
    /// Where the y axis goes.
    var yx, yy, yz: Double
    /// Where the z axis goes.
    var zx, zy, zz: Double
    /// Where the origin goes.
    var tx, ty, tz: Double

    /// A 2-D map acting on x and y, keeping z.
    init(_ affine: AffineTransform) {
        self.init(xx: affine.a, xy: affine.b, xz: 0, yx: affine.c, yy: affine.d, yz: 0, zx: 0, zy: 0, zz: 1,
                  tx: affine.e, ty: affine.f, tz: 0)
    }

    init(xx: Double, xy: Double, xz: Double, yx: Double, yy: Double, yz: Double, zx: Double, zy: Double, zz: Double,
         tx: Double, ty: Double, tz: Double) {
        (self.xx, self.xy, self.xz, self.yx, self.yy, self.yz) = (xx, xy, xz, yx, yy, yz)
        (self.zx, self.zy, self.zz, self.tx, self.ty, self.tz) = (zx, zy, zz, tx, ty, tz)
    }

    /// CSS `rotateY(degrees)`: x' = cos·x + sin·z, z' = −sin·x + cos·z (a positive angle turns the right side away).
    static func rotationY(degrees: Double) -> Transform3D {
        let radians = degrees * .pi / 180
        let (cosine, sine) = radians == 0 ? (1, radians) : (Double.cos(radians), Double.sin(radians))
        return Transform3D(xx: cosine, xy: 0, xz: -sine, yx: 0, yy: 1, yz: 0, zx: sine, zy: 0, zz: cosine, tx: 0, ty: 0, tz: 0)
    }

    /// `self` applied after `other`.
    func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            xx: xx * o.xx + yx * o.xy + zx * o.xz, xy: xy * o.xx + yy * o.xy + zy * o.xz, xz: xz * o.xx + yz * o.xy + zz * o.xz,
            yx: xx * o.yx + yx * o.yy + zx * o.yz, yy: xy * o.yx + yy * o.yy + zy * o.yz, yz: xz * o.yx + yz * o.yy + zz * o.yz,
            zx: xx * o.zx + yx * o.zy + zx * o.zz, zy: xy * o.zx + yy * o.zy + zy * o.zz, zz: xz * o.zx + yz * o.zy + zz * o.zz,
            tx: xx * o.tx + yx * o.ty + zx * o.tz + tx, ty: xy * o.tx + yy * o.ty + zy * o.tz + ty,
            tz: xz * o.tx + yz * o.ty + zz * o.tz + tz
        )
    }

    /// The image of (x, y, z).
    func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double) {
        (xx * x + yx * y + zx * z + tx, xy * x + yy * y + zy * z + ty, xz * x + yz * y + zz * z + tz)
    }

    /// The 16 numbers of CSS `matrix3d()`: the four columns of the 4×4 matrix in turn.
    var cssMatrix: [Double] {
        [xx, xy, xz, 0, yx, yy, yz, 0, zx, zy, zz, 0, tx, ty, tz, 1]
    }

    /// Reads the 16 numbers of ``cssMatrix``; the fixed ones (0, 0, 0, 1) are not checked.
    @usableFromInline
    static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Transform3D {
        let m = try reader.elements { (value: Reader) throws(Reader.Failure) in try value.double() }
        guard m.count == 16 else { throw reader.invalid("a matrix3d has 16 numbers") }
        return Transform3D(xx: m[0], xy: m[1], xz: m[2], yx: m[4], yy: m[5], yz: m[6], zx: m[8], zy: m[9], zz: m[10],
                           tx: m[12], ty: m[13], tz: m[14])
    }

    /// Writes the 16 numbers of ``cssMatrix``.
    @usableFromInline
    func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        writer.array { (numbers: inout Writer) in
            for value in cssMatrix { numbers.double(value) }
        }
    }
}

// A small IFC2X3 model written here in feet, with its building lifted by 100 ft, read with the real
// web-ifc: every length, area and elevation must come out in metres in the IFC world frame.
import { beforeAll, describe, expect, it } from 'vitest'
import type { IfcModelData } from './ifcModel'
import { signedArea } from './planGeometry'
import { readIfc } from './readIfc'

const FT = 0.3048
const gid = (n: number) => `0${String(n).padStart(21, '0')}`

/** The model; `lift` is the building's height in feet above the site. */
function feetModel({ lift = 100 } = {}): Uint8Array {
  const data = `
#1=IFCCARTESIANPOINT((0.,0.,0.));
#2=IFCAXIS2PLACEMENT3D(#1,$,$);
#3=IFCDIRECTION((-3.,4.));
#4=IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,#2,#3);
#10=IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.);
#11=IFCDIMENSIONALEXPONENTS(1,0,0,0,0,0,0);
#12=IFCMEASUREWITHUNIT(IFCLENGTHMEASURE(0.3048),#10);
#13=IFCCONVERSIONBASEDUNIT(#11,.LENGTHUNIT.,'FOOT',#12);
#14=IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.);
#15=IFCDIMENSIONALEXPONENTS(2,0,0,0,0,0,0);
#16=IFCMEASUREWITHUNIT(IFCAREAMEASURE(0.09290304),#14);
#17=IFCCONVERSIONBASEDUNIT(#15,.AREAUNIT.,'SQUARE FOOT',#16);
#18=IFCUNITASSIGNMENT((#13,#17));
#20=IFCPROJECT('${gid(20)}',$,'F1',$,$,'Feet House',$,(#4),#18);
#21=IFCLOCALPLACEMENT($,#2);
#22=IFCSITE('${gid(22)}',$,'Site',$,$,#21,$,$,.ELEMENT.,$,$,$,$,$);
#23=IFCCARTESIANPOINT((0.,0.,${lift}.));
#24=IFCAXIS2PLACEMENT3D(#23,$,$);
#25=IFCLOCALPLACEMENT(#21,#24);
#26=IFCBUILDING('${gid(26)}',$,'B',$,$,#25,$,$,.ELEMENT.,$,$,$);
#27=IFCCARTESIANPOINT((0.,0.,10.));
#28=IFCAXIS2PLACEMENT3D(#27,$,$);
#29=IFCLOCALPLACEMENT(#25,#28);
#30=IFCBUILDINGSTOREY('${gid(30)}',$,'First',$,$,#29,$,$,.ELEMENT.,10.);
#31=IFCRELAGGREGATES('${gid(31)}',$,$,$,#20,(#22));
#32=IFCRELAGGREGATES('${gid(32)}',$,$,$,#22,(#26));
#33=IFCRELAGGREGATES('${gid(33)}',$,$,$,#26,(#30));
#40=IFCLOCALPLACEMENT(#29,#2);
#41=IFCCARTESIANPOINT((5.,6.));
#42=IFCAXIS2PLACEMENT2D(#41,$);
#43=IFCRECTANGLEPROFILEDEF(.AREA.,$,#42,10.,12.);
#44=IFCDIRECTION((0.,0.,1.));
#45=IFCEXTRUDEDAREASOLID(#43,#2,#44,8.);
#46=IFCSHAPEREPRESENTATION(#4,'Body','SweptSolid',(#45));
#47=IFCPRODUCTDEFINITIONSHAPE($,$,(#46));
#48=IFCSPACE('${gid(48)}',$,'101',$,$,#40,#47,'Kitchen',.ELEMENT.,.INTERNAL.,$);
#49=IFCRELAGGREGATES('${gid(49)}',$,$,$,#30,(#48));
#50=IFCQUANTITYAREA('NetFloorArea',$,$,120.);
#51=IFCELEMENTQUANTITY('${gid(51)}',$,'BaseQuantities',$,$,(#50));
#52=IFCRELDEFINESBYPROPERTIES('${gid(52)}',$,$,$,(#48),#51);
#60=IFCLOCALPLACEMENT(#29,#2);
#61=IFCCARTESIANPOINT((0.,0.));
#62=IFCCARTESIANPOINT((20.,0.));
#63=IFCPOLYLINE((#61,#62));
#64=IFCSHAPEREPRESENTATION(#4,'Axis','Curve2D',(#63));
#65=IFCCARTESIANPOINT((10.,0.));
#66=IFCAXIS2PLACEMENT2D(#65,$);
#67=IFCRECTANGLEPROFILEDEF(.AREA.,$,#66,20.,1.);
#68=IFCEXTRUDEDAREASOLID(#67,#2,#44,9.);
#69=IFCSHAPEREPRESENTATION(#4,'Body','SweptSolid',(#68));
#70=IFCPRODUCTDEFINITIONSHAPE($,$,(#64,#69));
#71=IFCWALLSTANDARDCASE('${gid(71)}',$,'Wall',$,$,#60,#70,$);
#72=IFCMATERIAL('Brick');
#73=IFCMATERIALLAYER(#72,1.,$);
#74=IFCMATERIALLAYERSET((#73),'1 ft');
#75=IFCMATERIALLAYERSETUSAGE(#74,.AXIS2.,.POSITIVE.,-0.5);
#76=IFCRELASSOCIATESMATERIAL('${gid(76)}',$,$,$,(#71),#75);
#77=IFCRELCONTAINEDINSPATIALSTRUCTURE('${gid(77)}',$,$,$,(#71,#84,#93),#30);
#80=IFCCARTESIANPOINT((4.,0.,0.));
#81=IFCAXIS2PLACEMENT3D(#80,$,$);
#82=IFCLOCALPLACEMENT(#60,#81);
#83=IFCOPENINGELEMENT('${gid(83)}',$,'Opening',$,$,#82,$,$);
#84=IFCDOOR('${gid(84)}',$,'Door',$,$,#82,$,$,7.,3.);
#85=IFCRELVOIDSELEMENT('${gid(85)}',$,$,$,#71,#83);
#86=IFCRELFILLSELEMENT('${gid(86)}',$,$,$,#83,#84);
#87=IFCDOORSTYLE('${gid(87)}',$,'Double',$,$,$,$,$,.DOUBLE_DOOR_SINGLE_SWING.,.WOOD.,.F.,.F.);
#88=IFCRELDEFINESBYTYPE('${gid(88)}',$,$,$,(#84),#87);
#89=IFCCARTESIANPOINT((3.,-4.,0.));
#90=IFCDIRECTION((0.,1.,0.));
#91=IFCAXIS2PLACEMENT3D(#89,#44,#90);
#92=IFCLOCALPLACEMENT(#29,#91);
#93=IFCFLOWTERMINAL('${gid(93)}',$,'WC',$,'Toilet',#92,#98,$);
#94=IFCCARTESIANPOINT((1.,0.75));
#95=IFCAXIS2PLACEMENT2D(#94,$);
#96=IFCRECTANGLEPROFILEDEF(.AREA.,$,#95,2.,1.5);
#97=IFCEXTRUDEDAREASOLID(#96,#2,#44,1.5);
#99=IFCSHAPEREPRESENTATION(#4,'Body','SweptSolid',(#97));
#98=IFCPRODUCTDEFINITIONSHAPE($,$,(#99));
#100=IFCSANITARYTERMINALTYPE('${gid(100)}',$,'Pan',$,$,$,$,$,$,.WCSEAT.);
#101=IFCRELDEFINESBYTYPE('${gid(101)}',$,$,$,(#93),#100);
#110=IFCZONE('${gid(110)}',$,'Flat 1',$,$);
#111=IFCRELASSIGNSTOGROUP('${gid(111)}',$,$,$,(#48),$,#110);
`
  const text = `ISO-10303-21;
HEADER;
FILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');
FILE_NAME('feet.ifc','2024-01-01T00:00:00',(''),(''),'hand','Notepad','');
FILE_SCHEMA(('IFC2X3'));
ENDSEC;
DATA;${data}ENDSEC;
END-ISO-10303-21;
`
  return new TextEncoder().encode(text)
}

describe('readIfc on a model in feet, lifted 100 ft', () => {
  let model: IfcModelData
  // The storey's floor: 100 ft (building) + 10 ft (Elevation) = 110 ft = 33.528 m
  const floor = 110 * FT
  beforeAll(async () => {
    model = await readIfc(feetModel())
  })

  it('scales the storey elevation and adds its building height', () => {
    expect(model.project).toBe('Feet House')
    expect(model.application).toBe('Notepad')
    expect(model.storeys).toHaveLength(1)
    expect(model.storeys[0]!.elevation).toBeCloseTo(floor, 9)
  })

  it('normalises true north: (-3, 4) / 5', () => {
    expect(model.trueNorth![0]).toBeCloseTo(-0.6, 9)
    expect(model.trueNorth![1]).toBeCloseTo(0.8, 9)
  })

  it('cuts the space to 10 ft × 12 ft and states its area in m²', () => {
    const [space] = model.spaces
    expect(space!.storey).toBe(model.storeys[0]!.globalId)
    expect(space!.bottom).toBeCloseTo(floor, 4)
    expect(space!.top).toBeCloseTo(floor + 8 * FT, 4)
    // 10 ft × 12 ft = 120 ft² = 11.148 m², both cut and stated
    expect(signedArea(space!.footprint)).toBeCloseTo(120 * FT * FT, 4)
    expect(space!.statedArea).toBeCloseTo(120 * 0.09290304, 9)
    expect(Math.min(...space!.footprint.map((p) => p[0]))).toBeCloseTo(0, 4)
  })

  it('reads the wall: layers 1 ft, axis 20 ft, cut at 1.2 m above the floor', () => {
    const [wall] = model.walls
    expect(wall!.thickness).toBeCloseTo(FT, 9)
    expect(wall!.axis![0]).toEqual([0, 0])
    expect(wall!.axis![1][0]).toBeCloseTo(20 * FT, 9)
    expect(wall!.cut).toHaveLength(1)
    // 20 ft × 1 ft
    expect(signedArea(wall!.cut[0]!)).toBeCloseTo(20 * FT * FT, 4)
  })

  it('reads the door without geometry from its attributes, placement and style', () => {
    const [door] = model.doors
    expect(door!.hostWall).toBe(model.walls[0]!.globalId)
    expect(door!.host).toEqual({
      globalId: model.walls[0]!.globalId,
      entity: 'IfcWallStandardCase',
    })
    expect(door!.width).toBeCloseTo(3 * FT, 9)
    expect(door!.height).toBeCloseTo(7 * FT, 9)
    expect(door!.sill).toBeCloseTo(0, 9)
    expect(door!.a[0]).toBeCloseTo(4 * FT, 9)
    expect(door!.b[0]).toBeCloseTo(7 * FT, 9)
    expect(door!.operation).toBe('DOUBLE_DOOR_SINGLE_SWING')
  })

  it('reads a sanitary IfcFlowTerminal as furniture, turned with its frame', () => {
    const [wc] = model.furniture
    expect(wc).toMatchObject({
      entity: 'IfcFlowTerminal',
      objectType: 'Toilet',
      typeName: 'Pan',
      predefinedType: 'WCSEAT',
    })
    // Its local x points to +y; its 2 ft × 1.5 ft body is along that x.
    expect(wc!.angle).toBe(90)
    expect(wc!.size[0]).toBeCloseTo(2 * FT, 6)
    expect(wc!.size[1]).toBeCloseTo(1.5 * FT, 6)
    // The body's centre (1, 0.75) local is (3 - 0.75, -4 + 1) = (2.25, -3) ft in the world.
    expect(wc!.centre[0]).toBeCloseTo(2.25 * FT, 6)
    expect(wc!.centre[1]).toBeCloseTo(-3 * FT, 6)
  })

  it('groups the space into its zone', () => {
    expect(model.zones).toEqual([
      { globalId: gid(110), name: 'Flat 1', spaces: [model.spaces[0]!.globalId] },
    ])
  })
})

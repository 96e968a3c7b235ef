import type { LocalizedLabel } from "@releve/domain";

const label = (fr: string, en: string, de: string): LocalizedLabel => ({ fr, en, de });

/** Where locations come from: the national address base and the organisation's own sites. */
export const locationSources = [
  {
    name: "Base adresse nationale",
    uri: "locations/ban/items",
    type_uri: "locations/ban/types",
  },
  {
    name: "Sites de l'organisation",
    uri: "locations/internal/items",
    type_uri: "locations/internal/types",
  },
] as const;

/** Location types, each from one source (index into {@link locationSources}). */
// biome-ignore format: one row per line reads as a table
export const locationTypes = [
  { code: "stadium", source: 0, label: label("Stade", "Stadium", "Stadion") },
  { code: "concertHall", source: 0, label: label("Salle de spectacle", "Concert hall", "Konzerthalle") },
  { code: "exhibitionCentre", source: 0, label: label("Parc des expositions", "Exhibition centre", "Messegelände") },
  { code: "publicSpace", source: 0, label: label("Espace public", "Public space", "Öffentlicher Raum") },
  { code: "park", source: 0, label: label("Parc", "Park", "Park") },
  { code: "hospital", source: 0, label: label("Établissement de santé", "Hospital", "Krankenhaus") },
  { code: "gymnasium", source: 0, label: label("Gymnase", "Gymnasium", "Turnhalle") },
  { code: "rescueCentre", source: 1, label: label("Centre de secours", "Rescue centre", "Rettungswache") },
  { code: "trainingRoom", source: 1, label: label("Salle de formation", "Training room", "Schulungsraum") },
  { code: "warehouse", source: 1, label: label("Entrepôt logistique", "Warehouse", "Logistiklager") },
] as const;

export type LocationTypeCode = (typeof locationTypes)[number]["code"];

/** Locations, each of a type. */
// biome-ignore format: one row per line reads as a table
export const locations: { code: string; type: LocationTypeCode; label: string; address: string }[] = [
  { code: "parcDesPrinces", type: "stadium", label: "Parc des Princes", address: "24 rue du Commandant-Guilbaud, 75016 Paris" },
  { code: "stadeJeanBouin", type: "stadium", label: "Stade Jean-Bouin", address: "20-40 avenue du Général-Sarrail, 75016 Paris" },
  { code: "groupamaStadium", type: "stadium", label: "Groupama Stadium", address: "10 avenue Simone-Veil, 69150 Décines-Charpieu" },
  { code: "stadeGerland", type: "stadium", label: "Stade de Gerland", address: "353 avenue Jean-Jaurès, 69007 Lyon" },
  { code: "accorArena", type: "concertHall", label: "Accor Arena", address: "8 boulevard de Bercy, 75012 Paris" },
  { code: "zenithParis", type: "concertHall", label: "Zénith Paris – La Villette", address: "211 avenue Jean-Jaurès, 75019 Paris" },
  { code: "defenseArena", type: "concertHall", label: "Paris La Défense Arena", address: "99 jardin de l'Arche, 92000 Nanterre" },
  { code: "halleTonyGarnier", type: "concertHall", label: "Halle Tony-Garnier", address: "20 place des Docteurs-Charles-et-Christophe-Mérieux, 69007 Lyon" },
  { code: "seineMusicale", type: "concertHall", label: "La Seine musicale", address: "Île Seguin, 92100 Boulogne-Billancourt" },
  { code: "parisExpo", type: "exhibitionCentre", label: "Paris Expo Porte de Versailles", address: "1 place de la Porte-de-Versailles, 75015 Paris" },
  { code: "eurexpoLyon", type: "exhibitionCentre", label: "Eurexpo Lyon", address: "Boulevard de l'Europe, 69680 Chassieu" },
  { code: "placeRepublique", type: "publicSpace", label: "Place de la République", address: "Place de la République, 75011 Paris" },
  { code: "champDeMars", type: "publicSpace", label: "Champ-de-Mars", address: "2 allée Adrienne-Lecouvreur, 75007 Paris" },
  { code: "placeBellecour", type: "publicSpace", label: "Place Bellecour", address: "Place Bellecour, 69002 Lyon" },
  { code: "parcVillette", type: "park", label: "Parc de la Villette", address: "211 avenue Jean-Jaurès, 75019 Paris" },
  { code: "parcAndreMalraux", type: "park", label: "Parc André-Malraux", address: "Avenue de la République, 92000 Nanterre" },
  { code: "parcSaintCloud", type: "park", label: "Domaine national de Saint-Cloud", address: "Grille d'honneur, 92210 Saint-Cloud" },
  { code: "raymondPoincare", type: "hospital", label: "Hôpital Raymond-Poincaré", address: "104 boulevard Raymond-Poincaré, 92380 Garches" },
  { code: "ambroisePare", type: "hospital", label: "Hôpital Ambroise-Paré", address: "9 avenue Charles-de-Gaulle, 92100 Boulogne-Billancourt" },
  { code: "gymnaseJeanJaures", type: "gymnasium", label: "Gymnase Jean-Jaurès", address: "87 avenue Jean-Jaurès, 75019 Paris" },
  { code: "gymnasePicasso", type: "gymnasium", label: "Gymnase Pablo-Picasso", address: "12 rue Pablo-Picasso, 92000 Nanterre" },
  { code: "csParis15", type: "rescueCentre", label: "Centre de secours Paris 15e", address: "41 rue de la Convention, 75015 Paris" },
  { code: "csParis19", type: "rescueCentre", label: "Centre de secours Paris 19e", address: "5 rue de Crimée, 75019 Paris" },
  { code: "csNanterre", type: "rescueCentre", label: "Centre de secours Nanterre", address: "18 rue des Anciennes-Mairies, 92000 Nanterre" },
  { code: "csBoulogne", type: "rescueCentre", label: "Centre de secours Boulogne", address: "30 rue de Silly, 92100 Boulogne-Billancourt" },
  { code: "csLyon7", type: "rescueCentre", label: "Centre de secours Lyon 7e", address: "64 rue de Marseille, 69007 Lyon" },
  { code: "trainingParis15", type: "trainingRoom", label: "Salle de formation Vaugirard", address: "41 rue de la Convention, 75015 Paris" },
  { code: "trainingLyon", type: "trainingRoom", label: "Salle de formation Gerland", address: "64 rue de Marseille, 69007 Lyon" },
  { code: "warehouseNanterre", type: "warehouse", label: "Entrepôt départemental", address: "7 rue de l'Industrie, 92000 Nanterre" },
];

/** Operational roles; driver and coDriver are the ones every departure has (spec 02 §9). */
// biome-ignore format: one row per line reads as a table
export const operationalRoles = [
  { code: "driver", label: label("Conducteur", "Driver", "Fahrer") },
  { code: "coDriver", label: label("Co-équipier conducteur", "Co-driver", "Beifahrer") },
  { code: "teamLeader", label: label("Chef d'équipe", "Team leader", "Truppführer") },
  { code: "firstAider", label: label("Équipier secouriste", "First aider", "Sanitäter") },
  { code: "firstAidTrainee", label: label("Équipier en formation", "First-aid trainee", "Sanitätshelfer in Ausbildung") },
  { code: "postLeader", label: label("Chef de poste", "Post leader", "Einsatzleiter") },
  { code: "radioOperator", label: label("Opérateur transmissions", "Radio operator", "Funker") },
  { code: "logistician", label: label("Logisticien", "Logistician", "Logistiker") },
  { code: "outreachWorker", label: label("Intervenant social", "Outreach worker", "Sozialhelfer") },
  { code: "trainer", label: label("Formateur", "Trainer", "Ausbilder") },
] as const;

export type OperationalRoleCode = (typeof operationalRoles)[number]["code"];

/**
 * Predefined schedules. `expiredDaysAgo` makes one no longer current (spec 02 §5: refused for a
 * new means), counted from the seed's `now` so it stays expired.
 */
// biome-ignore format: one row per line reads as a table
export const predefinedSchedules = [
  { code: "day", label: label("Jour 08:00–20:00", "Day 08:00–20:00", "Tag 08:00–20:00"), start: "08:00", end: "20:00" },
  { code: "night", label: label("Nuit 20:00–08:00", "Night 20:00–08:00", "Nacht 20:00–08:00"), start: "20:00", end: "08:00" },
  { code: "morning", label: label("Matin 06:00–14:00", "Morning 06:00–14:00", "Früh 06:00–14:00"), start: "06:00", end: "14:00" },
  { code: "afternoon", label: label("Après-midi 14:00–22:00", "Afternoon 14:00–22:00", "Spät 14:00–22:00"), start: "14:00", end: "22:00" },
  { code: "oldDay", label: label("Garde 07:00–19:00 (ancien cycle)", "Shift 07:00–19:00 (former cycle)", "Dienst 07:00–19:00 (alter Zyklus)"), start: "07:00", end: "19:00", expiredDaysAgo: 45 },
] as const;

export type PredefinedScheduleCode = (typeof predefinedSchedules)[number]["code"];

/** Rescue centres with the prefix of their departure codes and their vehicles. */
export const rescueCentres = [
  { entity: "paris15", prefix: "P15", region: "idf", location: "csParis15" },
  { entity: "paris19", prefix: "P19", region: "idf", location: "csParis19" },
  { entity: "nanterre", prefix: "NAN", region: "idf", location: "csNanterre" },
  { entity: "boulogne", prefix: "BOU", region: "idf", location: "csBoulogne" },
  { entity: "lyon7", prefix: "LY7", region: "aura", location: "csLyon7" },
] as const;

export type RescueCentreCode = (typeof rescueCentres)[number]["entity"];

/** The rescue centres under each section or region, for activities planned above a centre. */
export const centresOf: Record<string, readonly RescueCentreCode[]> = {
  idf: ["paris15", "paris19", "nanterre", "boulogne"],
  paris: ["paris15", "paris19"],
  hautsDeSeine: ["nanterre", "boulogne"],
  aura: ["lyon7"],
  lyon: ["lyon7"],
  paris15: ["paris15"],
  paris19: ["paris19"],
  nanterre: ["nanterre"],
  boulogne: ["boulogne"],
  lyon7: ["lyon7"],
};

/** Vehicle kinds of each centre; the departure of the same kind uses it. */
// biome-ignore format: one row per line reads as a table
export const vehicleKinds = [
  { kind: "VPSP1", model: "Renault Master", departure: label("VPSP 1", "First-aid ambulance 1", "Rettungswagen 1") },
  { kind: "VPSP2", model: "Peugeot Boxer", departure: label("VPSP 2", "First-aid ambulance 2", "Rettungswagen 2") },
  { kind: "VL", model: "Peugeot Partner", departure: label("Véhicule léger", "Light vehicle", "Leichtfahrzeug") },
  { kind: "VTU", model: "Renault Trafic", departure: label("Véhicule tous usages", "Utility vehicle", "Mehrzweckfahrzeug") },
  { kind: "VSL", model: "Skoda Octavia", departure: label("Véhicule sanitaire léger", "Light medical vehicle", "Krankentransportwagen") },
] as const;

export type VehicleKind = (typeof vehicleKinds)[number]["kind"];

/**
 * Means of intervention types: default staff, the crew their places are filled in (cycled when
 * more are required), the vehicle kinds whose departures they use, the centres they exist in.
 */
export const meansTypes = [
  {
    code: "vpsp",
    label: label("Ambulance VPSP", "First-aid ambulance (VPSP)", "Rettungswagen (VPSP)"),
    defaultStaff: 3,
    crew: ["driver", "teamLeader", "firstAider", "coDriver"],
    vehicles: ["VPSP1", "VPSP2"],
    visibility: "enabled",
  },
  {
    code: "firstAidTeam",
    label: label("Équipe de secouristes", "First-aid team", "Sanitätstrupp"),
    defaultStaff: 4,
    crew: ["teamLeader", "firstAider", "firstAider", "firstAidTrainee"],
    vehicles: [],
    visibility: "enabled",
  },
  {
    code: "commandPost",
    label: label("Poste de commandement", "Command post", "Einsatzleitung"),
    defaultStaff: 2,
    crew: ["postLeader", "radioOperator"],
    vehicles: ["VL"],
    visibility: "enabled",
  },
  {
    code: "logistics",
    label: label("Véhicule logistique", "Logistics vehicle", "Logistikfahrzeug"),
    defaultStaff: 2,
    crew: ["driver", "logistician"],
    vehicles: ["VTU", "VL"],
    visibility: "enabled",
  },
  {
    code: "socialTeam",
    label: label("Équipe d'action sociale", "Social-aid team", "Sozialteam"),
    defaultStaff: 3,
    crew: ["teamLeader", "outreachWorker", "driver", "outreachWorker"],
    vehicles: [],
    visibility: "enabled",
  },
  {
    code: "vsl",
    label: label("Véhicule sanitaire léger", "Light medical vehicle", "Krankentransportwagen"),
    defaultStaff: 2,
    crew: ["driver", "coDriver"],
    vehicles: ["VSL"],
    visibility: "enabled",
  },
  {
    code: "trainingTeam",
    label: label("Équipe pédagogique", "Training team", "Ausbilderteam"),
    defaultStaff: 2,
    crew: ["trainer", "firstAider"],
    vehicles: [],
    visibility: "enabled",
  },
  {
    code: "assu",
    label: label(
      "Ambulance ASSU (ancien modèle)",
      "ASSU ambulance (former model)",
      "ASSU-Rettungswagen (altes Modell)",
    ),
    defaultStaff: 3,
    crew: ["driver", "coDriver", "firstAider"],
    vehicles: ["VPSP1"],
    visibility: "disabled",
  },
] as const;

export type MeansTypeCode = (typeof meansTypes)[number]["code"];

/**
 * schema.org types grouped by what they say about a site: LocalBusiness and its common subtypes,
 * less the professional ones (LegalService, InsuranceAgency, AccountingService...) that firms
 * serving clients anywhere use as much as shops on a street.
 */
export const LOCAL_BUSINESS_TYPES: readonly string[] = [
  'LocalBusiness', 'Restaurant', 'FoodEstablishment', 'CafeOrCoffeeShop', 'Bakery', 'BarOrPub', 'FastFoodRestaurant', 'Dentist',
  'Physician', 'MedicalClinic', 'Optician', 'Pharmacy', 'HairSalon', 'BeautySalon', 'NailSalon', 'DaySpa', 'HealthClub',
  'ExerciseGym', 'AutoRepair', 'AutoDealer', 'AutoBodyShop', 'AutoWash', 'Plumber', 'Electrician', 'HVACBusiness',
  'HousePainter', 'Locksmith', 'RoofingContractor', 'GeneralContractor', 'HomeAndConstructionBusiness',
  'RealEstateAgent', 'Hotel', 'LodgingBusiness', 'BedAndBreakfast', 'Motel',
  'Hostel', 'Store', 'ClothingStore', 'Florist', 'BookStore', 'HardwareStore', 'PetStore', 'ShoeStore', 'JewelryStore',
  'GroceryStore', 'ConvenienceStore', 'FurnitureStore', 'ElectronicsStore', 'ChildCare', 'VeterinaryCare', 'DryCleaningOrLaundry',
  'FuneralParlor', 'MovingCompany', 'SelfStorage',
  'EntertainmentBusiness', 'SportsActivityLocation', 'TattooParlor', 'AnimalShelter', 'Winery', 'Brewery',
];

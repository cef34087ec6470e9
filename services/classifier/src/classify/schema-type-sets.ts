/** schema.org types grouped by what they say about a site (LocalBusiness and its common subtypes). */
export const LOCAL_BUSINESS_TYPES: readonly string[] = [
  'LocalBusiness', 'Restaurant', 'FoodEstablishment', 'CafeOrCoffeeShop', 'Bakery', 'BarOrPub', 'FastFoodRestaurant', 'Dentist',
  'Physician', 'MedicalClinic', 'Optician', 'Pharmacy', 'HairSalon', 'BeautySalon', 'NailSalon', 'DaySpa', 'HealthClub',
  'ExerciseGym', 'AutoRepair', 'AutoDealer', 'AutoBodyShop', 'AutoWash', 'Plumber', 'Electrician', 'HVACBusiness',
  'HousePainter', 'Locksmith', 'RoofingContractor', 'GeneralContractor', 'HomeAndConstructionBusiness', 'LegalService',
  'Attorney', 'Notary', 'AccountingService', 'RealEstateAgent', 'Hotel', 'LodgingBusiness', 'BedAndBreakfast', 'Motel',
  'Hostel', 'Store', 'ClothingStore', 'Florist', 'BookStore', 'HardwareStore', 'PetStore', 'ShoeStore', 'JewelryStore',
  'GroceryStore', 'ConvenienceStore', 'FurnitureStore', 'ElectronicsStore', 'ChildCare', 'VeterinaryCare', 'DryCleaningOrLaundry',
  'FuneralParlor', 'MovingCompany', 'SelfStorage', 'TravelAgency', 'InsuranceAgency', 'BankOrCreditUnion', 'EmploymentAgency',
  'ProfessionalService', 'EntertainmentBusiness', 'SportsActivityLocation', 'TattooParlor', 'AnimalShelter', 'Winery', 'Brewery',
];

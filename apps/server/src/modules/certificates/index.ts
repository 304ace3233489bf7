/** What other modules may use of `certificates` (README.md); everything else in this folder is internal. */
export { certificateRoutes } from './certificates.routes.ts';
export {
  certificateIdOf,
  certificatesOf,
  certificatesOfLearners,
  issueCertificate,
} from './certificates.service.ts';
export { certificatesForExport, eraseCertificates } from './personal-data.ts';
